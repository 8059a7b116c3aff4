//! Standard input and output as the MCP transport. rmcp's line transport reads the requests;
//! everything the server sends goes through one writer task, in the order it is sent, and that
//! task writes the tools of a `tools/list` answer itself, entry by entry from their texts
//! ([`listing`](super::listing)), so that a big API's list is never built as trees nor held
//! whole in memory.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};

use rmcp::RoleServer;
use rmcp::model::{JsonRpcMessage, JsonRpcResponse, ServerJsonRpcMessage, ServerResult};
use rmcp::service::RxJsonRpcMessage;
use rmcp::transport::Transport;
use rmcp::transport::async_rw::AsyncRwTransport;
use rmcp::transport::io::{StdioReader, StdioWriter};
use tokio::io::{AsyncWrite, AsyncWriteExt as _};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use super::server::ApiServer;

/// What the writer task writes at a time, at most (a little more when one tool is bigger).
const CHUNK: usize = 1 << 20;

/// Where the tools go in an answer to `tools/list`, as `serde_json` writes it.
const TOOLS: &[u8] = br#""tools":["#;

/// The transport over stdin and stdout, and the task that writes stdout: it ends once the
/// transport is closed and everything sent before is written, or when stdout fails.
pub fn transport(server: &ApiServer) -> (Stdio, JoinHandle<io::Result<()>>) {
    let (reader, writer) = pipes();
    let (sender, queue) = mpsc::unbounded_channel();
    let queue_writer = Queue(sender.clone());
    let stdio = Stdio {
        inner: AsyncRwTransport::new(reader, queue_writer),
        queue: Queue(sender),
        writes_tools: server.transport_writes_tools,
    };
    let task = tokio::spawn(write_out(queue, writer, server.clone()));
    (stdio, task)
}

/// rmcp's transport over stdin, with what is sent queued for the writer task.
pub struct Stdio {
    inner: AsyncRwTransport<RoleServer, StdioReader, Queue>,
    queue: Queue,
    /// The server answers `tools/list` with no tools, for the writer task to write them.
    writes_tools: bool,
}

/// One thing for the writer task to write.
enum Out {
    /// A whole message, with its newline.
    Bytes(Vec<u8>),
    /// An answer to `tools/list`: `head` up to the tools' `[`, the server's listed tools, then
    /// `tail` from their `]` on.
    Tools { head: Vec<u8>, tail: Vec<u8> },
    /// The transport is closed: nothing follows.
    Close,
}

impl Stdio {
    fn queue_message(&self, message: &ServerJsonRpcMessage) -> io::Result<()> {
        let mut bytes = serde_json::to_vec(message).map_err(io::Error::other)?;
        let tools_answer = self.writes_tools
            && matches!(
                message,
                JsonRpcMessage::Response(JsonRpcResponse {
                    result: ServerResult::ListToolsResult(_),
                    ..
                })
            );
        let out = if tools_answer {
            // The tools' array is empty, and the key can only be found where it is one:
            // inside a string every quote is escaped.
            let at = bytes
                .windows(TOOLS.len() + 1)
                .position(|window| window[..TOOLS.len()] == *TOOLS && window[TOOLS.len()] == b']')
                .ok_or_else(|| io::Error::other("a tools/list answer without its tools"))?;
            let mut tail = bytes.split_off(at + TOOLS.len());
            tail.push(b'\n');
            Out::Tools { head: bytes, tail }
        } else {
            bytes.push(b'\n');
            Out::Bytes(bytes)
        };
        self.queue.send(out)
    }
}

impl Transport<RoleServer> for Stdio {
    type Error = io::Error;

    fn send(
        &mut self,
        item: ServerJsonRpcMessage,
    ) -> impl Future<Output = Result<(), Self::Error>> + Send + 'static {
        // Queued now, so messages are written in the order they are sent.
        std::future::ready(self.queue_message(&item))
    }

    async fn receive(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        self.inner.receive().await
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        // The writer task may have stopped already (stdout failed): nothing more to write.
        let _ = self.queue.send(Out::Close);
        self.inner.close().await
    }
}

/// The sending side of the writer task's queue; also the writer of rmcp's line transport (for
/// the error answers it makes itself), which writes a whole message per call.
#[derive(Clone)]
struct Queue(mpsc::UnboundedSender<Out>);

impl Queue {
    fn send(&self, out: Out) -> io::Result<()> {
        self.0
            .send(out)
            .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "stdout is closed"))
    }
}

impl AsyncWrite for Queue {
    fn poll_write(
        self: Pin<&mut Self>,
        _: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Poll::Ready(self.send(Out::Bytes(buf.to_vec())).map(|()| buf.len()))
    }

    fn poll_flush(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<io::Result<()>> {
        Poll::Ready(Ok(()))
    }

    fn poll_shutdown(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<io::Result<()>> {
        Poll::Ready(Ok(()))
    }
}

/// Writes what is queued to stdout, in order, until the transport is closed.
async fn write_out(
    mut queue: mpsc::UnboundedReceiver<Out>,
    mut stdout: StdioWriter,
    server: ApiServer,
) -> io::Result<()> {
    let mut buffer = Vec::new();
    while let Some(out) = queue.recv().await {
        match out {
            Out::Bytes(bytes) => stdout.write_all(&bytes).await?,
            Out::Tools { head, tail } => {
                buffer.extend_from_slice(&head);
                for index in 0..server.entry_count() {
                    if index > 0 {
                        buffer.push(b',');
                    }
                    server.write_entry(index, &mut buffer);
                    if buffer.len() >= CHUNK {
                        stdout.write_all(&buffer).await?;
                        buffer.clear();
                    }
                }
                buffer.extend_from_slice(&tail);
                stdout.write_all(&buffer).await?;
                buffer.clear();
                buffer.shrink_to(CHUNK);
            }
            Out::Close => break,
        }
        stdout.flush().await?;
    }
    Ok(())
}

/// Standard input and output. When they are pipes (how MCP clients start servers), they are
/// driven by the IO reactor instead of a blocking thread per read and write, and the output
/// pipe is widened: a `tools/list` answer is often hundreds of kilobytes, which through the
/// default 64 KiB pipe takes a dozen wake-ups of the client and of this server.
fn pipes() -> (StdioReader, StdioWriter) {
    #[cfg(target_os = "linux")]
    {
        /// The most an unprivileged process may ask for (`/proc/sys/fs/pipe-max-size`).
        const PIPE_SIZE: libc::c_int = 1 << 20;
        // SAFETY: F_SETPIPE_SZ takes an integer and touches no memory of ours. On a standard
        // output that is not a pipe, or past the system's limit, the call fails and the pipe
        // keeps its size, which only costs speed.
        unsafe {
            libc::fcntl(libc::STDOUT_FILENO, libc::F_SETPIPE_SZ, PIPE_SIZE);
        }
    }
    rmcp::transport::stdio_pipes()
}
