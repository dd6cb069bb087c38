package dev.sdkbench.junit.fork;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * The fork's timing channel to its parent: the parent's named pipe (the fork's second argument),
 * every line on it prefixed with a token the parent hands over on stdin. The parent times the
 * fork's first response and its exit from lines on this channel alone, so a case that prints the
 * same words on stdout, or a process it started, moves no figure; and a line that reaches the pipe
 * without the token is reported, not believed.
 *
 * <p>The token is read before the case's class is loaded, and stdin holds nothing after it. A case
 * could still find it by reflection into the engine's objects; the parent's second check is the
 * fork's own clock, which it compares with its own (see {@code ForkVerdict}).
 *
 * <p>On the path to the first response: a {@link FileOutputStream} (loaded already, for stdout) and
 * bytes, never a charset, NIO or a lambda. A line goes out in one {@code write} (a pipe keeps writes
 * up to 4 KiB whole), so lines of two threads cannot interleave.
 */
final class ParentLink {

    /** The longest token the parent may send; it sends 32 hex digits. */
    private static final int MAX_TOKEN = 64;

    private final PrintStream events;

    private ParentLink(PrintStream events) {
        this.events = events;
    }

    /**
     * The link the parent asked for: with no second argument (a fork run by hand or by the fork's
     * own tests), events go to {@code stdout} unauthenticated, as they always did.
     *
     * @throws IOException when the token or the pipe cannot be had; the parent then gets no figures
     */
    static ParentLink open(String[] args, InputStream stdin, PrintStream stdout) throws IOException {
        if (args.length < 2) {
            return new ParentLink(stdout);
        }
        byte[] token = readToken(stdin);
        // Blocks until the parent's reader has the pipe open; it opens it before starting the fork.
        FileOutputStream pipe = new FileOutputStream(args[1]);
        return new ParentLink(new PrintStream(new TokenLines(pipe, token), true));
    }

    /** Where {@link FirstResponse} and the exit line go. */
    PrintStream events() {
        return events;
    }

    /** Sends one line. */
    void send(String line) {
        events.println(line);
        events.flush();
    }

    private static byte[] readToken(InputStream stdin) throws IOException {
        byte[] token = new byte[MAX_TOKEN];
        int length = 0;
        for (int b = stdin.read(); b != '\n'; b = stdin.read()) {
            if (b < 0) {
                throw new IOException("stdin ended before the parent's token: the parent is gone");
            }
            if (length == MAX_TOKEN) {
                throw new IOException("the parent's token is longer than " + MAX_TOKEN + " bytes");
            }
            token[length++] = (byte) b;
        }
        if (length == 0) {
            throw new IOException("the parent sent an empty token");
        }
        byte[] exact = new byte[length];
        System.arraycopy(token, 0, exact, 0, length);
        return exact;
    }

    /** Frames what is written into lines, each sent as {@code <token> <line>\n} in one write. */
    private static final class TokenLines extends OutputStream {

        private final OutputStream pipe;
        /** Where a line's own bytes begin, after the token and its space. */
        private final int start;
        private byte[] line;
        private int length;

        TokenLines(OutputStream pipe, byte[] token) {
            this.pipe = pipe;
            this.line = new byte[256];
            System.arraycopy(token, 0, line, 0, token.length);
            line[token.length] = ' ';
            this.length = token.length + 1;
            this.start = length;
        }

        @Override
        public synchronized void write(int b) throws IOException {
            if (b == '\r') {
                return; // println's separator is "\n" on Linux; a stray CR is not part of an event
            }
            if (length == line.length) {
                byte[] larger = new byte[line.length * 2];
                System.arraycopy(line, 0, larger, 0, length);
                line = larger;
            }
            line[length++] = (byte) b;
            if (b == '\n') {
                pipe.write(line, 0, length);
                length = start;
            }
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int count) throws IOException {
            for (int i = 0; i < count; i++) {
                write(bytes[offset + i]);
            }
        }

        @Override
        public synchronized void flush() throws IOException {
            pipe.flush();
        }

        @Override
        public synchronized void close() throws IOException {
            pipe.close();
        }
    }
}
