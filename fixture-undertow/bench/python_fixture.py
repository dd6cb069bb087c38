#!/usr/bin/env python3
"""A plain http.server fixture of the kind the LM15 native benchmark used, as a baseline.

Stdlib only: ThreadingHTTPServer on 127.0.0.1, HTTP/1.1 keep-alive, TCP_NODELAY on every
connection, POST to .../chat/completions only, body read by Content-Length and parsed as JSON,
then the LM15 checks (user text "Say hello.", stream falsy, output limit 32). Answers the
recorded 240-byte Chat body, or 400 with {"error":{"message":...}}.

Prints its base URL as the first stdout line, serves until SIGTERM/SIGINT, then prints its
counters as one JSON line with the same keys the Undertow fixture uses: total, violations.
"""

import argparse
import json
import signal
import socket
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

PROMPT = "Say hello."
OUTPUT_LIMIT = 32
LIMIT_KEYS = ("max_tokens", "max_completion_tokens", "max_output_tokens")
CHAT_BODY = (
    b'{"id":"bench","object":"chat.completion","created":1,"model":"gpt-4.1-mini",'
    b'"choices":[{"index":0,"message":{"role":"assistant","content":"Hello."},"finish_reason":"stop"}],'
    b'"usage":{"prompt_tokens":3,"completion_tokens":2,"total_tokens":5}}'
)
assert len(CHAT_BODY) == 240


class Counters:
    def __init__(self):
        self.lock = threading.Lock()
        self.total = 0
        self.violations = []

    def arrived(self):
        with self.lock:
            self.total += 1
            return self.total

    def violation(self, number, path, message):
        with self.lock:
            self.violations.append({"request": number, "path": path, "message": message})

    def json(self):
        with self.lock:
            return json.dumps({"total": self.total, "violations": list(self.violations)})


COUNTERS = Counters()


def user_text(messages):
    """The text of the user messages: content as a string, a list of parts, or {text}."""
    texts = []
    for message in messages if isinstance(messages, list) else []:
        if not isinstance(message, dict) or message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            texts.append(content)
        elif isinstance(content, dict) and isinstance(content.get("text"), str):
            texts.append(content["text"])
        elif isinstance(content, list):
            for part in content:
                if isinstance(part, str):
                    texts.append(part)
                elif isinstance(part, dict) and isinstance(part.get("text"), str):
                    texts.append(part["text"])
    return "".join(texts)


def problem(path, body):
    """Why the request breaks the rules, or None."""
    if not path.endswith("/chat/completions"):
        return "unknown path " + path
    try:
        request = json.loads(body)
    except ValueError as e:
        return "malformed JSON: %s" % e
    if not isinstance(request, dict):
        return "body is not a JSON object"
    text = user_text(request.get("messages"))
    if text != PROMPT:
        return "user text %r, expected %r" % (text, PROMPT)
    if request.get("stream"):
        return "stream must be falsy"
    limit = next((request[k] for k in LIMIT_KEYS if k in request), None)
    if limit != OUTPUT_LIMIT:
        return "output limit %r, expected %d" % (limit, OUTPUT_LIMIT)
    return None


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive unless the client says close

    def setup(self):
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def do_POST(self):
        number = COUNTERS.arrived()
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        message = problem(self.path, body)
        if message is None:
            self.reply(200, CHAT_BODY)
        else:
            COUNTERS.violation(number, self.path, message)
            self.reply(400, json.dumps({"error": {"message": message}}).encode())

    def do_GET(self):
        number = COUNTERS.arrived()
        COUNTERS.violation(number, self.path, "method GET, expected POST")
        self.reply(405, b'{"error":{"message":"POST only"}}')

    def reply(self, status, body):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        pass  # one stderr line per request would dominate the round trip


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True

    def stop(signum, frame):
        # shutdown() waits for serve_forever to return, so it must run on another thread.
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    print("http://127.0.0.1:%d" % server.server_address[1], flush=True)
    server.serve_forever()
    server.server_close()
    print(COUNTERS.json(), flush=True)


if __name__ == "__main__":
    sys.exit(main())
