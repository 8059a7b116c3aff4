#!/usr/bin/env bash
# Writes the test certificates of tests/server_tls.rs: a private CA (as a company's would be)
# and a certificate it signs for 127.0.0.1 and localhost, valid for a century, so the tests
# never meet an expired one. Keys are throwaway test keys; rerun to replace them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 36500 \
  -subj "/CN=openapi-mcp test CA" -keyout ca.key -out ca.pem \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign"
openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes \
  -subj "/CN=127.0.0.1" -keyout upstream.key -out upstream.csr
openssl x509 -req -in upstream.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 36500 \
  -out upstream.pem -extfile <(printf '%s\n' \
    "subjectAltName=IP:127.0.0.1,DNS:localhost" \
    "basicConstraints=critical,CA:FALSE" \
    "keyUsage=critical,digitalSignature" \
    "extendedKeyUsage=serverAuth")
# The key in PKCS#8, which rustls reads.
openssl pkcs8 -topk8 -nocrypt -in upstream.key -out upstream.key.pk8 && mv upstream.key.pk8 upstream.key
rm -f upstream.csr ca.srl ca.key
