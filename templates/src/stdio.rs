//! Standard input and output as the MCP transport. rmcp's line transport reads the requests;
//! what the server sends is written here, each message whole under one lock on stdout, as
//! rmcp's own transport does, except that the tools of a `tools/list` answer are written entry
//! by entry from their texts ([`listing`](super::listing)): a big API's list is never built as
//! trees nor held whole in memory.

use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use rmcp::RoleServer;
use rmcp::model::{JsonRpcMessage, JsonRpcResponse, ServerJsonRpcMessage, ServerResult};
use rmcp::service::RxJsonRpcMessage;
use rmcp::transport::Transport;
use rmcp::transport::async_rw::AsyncRwTransport;
use rmcp::transport::io::{StdioReader, StdioWriter};
use tokio::io::{AsyncWrite, AsyncWriteExt as _};
use tokio::sync::Mutex;

use super::listing::{CHUNK, ListChunks, split_answer};
use super::server::ApiServer;

/// The transport over stdin and stdout for `server`.
pub fn transport(server: &ApiServer) -> Stdio {
    let (reader, writer) = pipes();
    let stdout = Stdout(Arc::new(Mutex::new(Some(Writer {
        pipe: writer,
        buffer: Vec::new(),
    }))));
    Stdio {
        inner: AsyncRwTransport::new(reader, stdout.clone()),
        stdout,
        server: server.transport_writes_tools.then(|| server.clone()),
    }
}

/// rmcp's transport over stdin, and stdout shared with it.
pub struct Stdio {
    inner: AsyncRwTransport<RoleServer, StdioReader, Stdout>,
    stdout: Stdout,
    /// The server whose tools this transport writes into its `tools/list` answers (which have
    /// none), when it answers so.
    server: Option<ApiServer>,
}

/// One message to write.
enum Out {
    /// A whole message, with its newline.
    Bytes(Vec<u8>),
    /// An answer to `tools/list` with the server's listed tools written into it.
    Tools(ListChunks),
}

impl Stdio {
    fn message(&self, message: &ServerJsonRpcMessage) -> io::Result<Out> {
        let mut bytes = serde_json::to_vec(message).map_err(io::Error::other)?;
        let server = match (&self.server, message) {
            (
                Some(server),
                JsonRpcMessage::Response(JsonRpcResponse {
                    result: ServerResult::ListToolsResult(_),
                    ..
                }),
            ) => server.clone(),
            _ => {
                bytes.push(b'\n');
                return Ok(Out::Bytes(bytes));
            }
        };
        let (head, mut tail) = split_answer(bytes)
            .map_err(|_| io::Error::other("a tools/list answer without its tools"))?;
        tail.push(b'\n');
        let entries = (0..server.entry_count()).collect();
        let write = move |entry: usize, out: &mut Vec<u8>| server.write_entry(entry, out);
        Ok(Out::Tools(ListChunks::new(write, entries, head, tail)))
    }
}

impl Transport<RoleServer> for Stdio {
    type Error = io::Error;

    fn send(
        &mut self,
        item: ServerJsonRpcMessage,
    ) -> impl Future<Output = Result<(), Self::Error>> + Send + 'static {
        let out = self.message(&item);
        let stdout = self.stdout.0.clone();
        async move {
            let out = out?;
            let mut stdout = stdout.lock().await;
            let Some(writer) = stdout.as_mut() else {
                return Err(io::Error::new(
                    io::ErrorKind::NotConnected,
                    "the transport is closed",
                ));
            };
            writer.write(out).await
        }
    }

    async fn receive(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        self.inner.receive().await
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        self.inner.close().await?;
        if let Some(mut writer) = self.stdout.0.lock().await.take() {
            writer.pipe.flush().await?;
        }
        Ok(())
    }
}

/// Stdout and the buffer a tool list is written through.
struct Writer {
    pipe: StdioWriter,
    buffer: Vec<u8>,
}

impl Writer {
    async fn write(&mut self, out: Out) -> io::Result<()> {
        match out {
            Out::Bytes(bytes) => self.pipe.write_all(&bytes).await?,
            Out::Tools(mut chunks) => {
                let written = write_chunks(&mut self.pipe, &mut self.buffer, &mut chunks).await;
                // Emptied whatever happened, and no bigger than a chunk once a big list is out.
                self.buffer.clear();
                self.buffer.shrink_to(CHUNK);
                written?;
            }
        }
        self.pipe.flush().await
    }
}

/// A tool list's chunks, through `buffer`.
async fn write_chunks(
    pipe: &mut StdioWriter,
    buffer: &mut Vec<u8>,
    chunks: &mut ListChunks,
) -> io::Result<()> {
    while chunks.fill(buffer) {
        pipe.write_all(buffer).await?;
        buffer.clear();
    }
    Ok(())
}

/// Stdout, shared by this transport's messages and rmcp's line transport, which writes the
/// error answers it makes itself (a whole message per call) through it.
#[derive(Clone)]
struct Stdout(Arc<Mutex<Option<Writer>>>);

impl AsyncWrite for Stdout {
    fn poll_write(
        self: Pin<&mut Self>,
        _: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        // Rare (an answer to a message that is not one), so written by a task of its own under
        // the same lock, rather than by a lock polled here.
        let stdout = self.0.clone();
        let bytes = buf.to_vec();
        tokio::spawn(async move {
            if let Some(writer) = stdout.lock().await.as_mut() {
                let _ = writer.write(Out::Bytes(bytes)).await;
            }
        });
        Poll::Ready(Ok(buf.len()))
    }

    fn poll_flush(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<io::Result<()>> {
        Poll::Ready(Ok(()))
    }

    fn poll_shutdown(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<io::Result<()>> {
        Poll::Ready(Ok(()))
    }
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
