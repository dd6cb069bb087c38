package dev.sdkbench.examples.floor;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.CRC32;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Reads AWS event-stream messages ({@code application/vnd.amazon.eventstream}) from a body, one at
 * a time, as they arrive. Each message is, big-endian: its total length (4 bytes), its headers'
 * length (4), the CRC32 of those 8 bytes, the headers, the payload, and the CRC32 of everything
 * before it. Both checksums are checked, as an AWS client checks them; a header is a name (1-byte
 * length), a type byte and a value. Nothing here knows a payload's shape: Converse's events carry
 * their JSON as the payload, {@code InvokeModelWithResponseStream}'s {@code chunk} events carry
 * {@code {"bytes": "<base64>"}} ({@link Message#chunkBytes}).
 */
final class EventStreamReader {

    private static final int PRELUDE = 12;
    private static final int CRC = 4;
    /** AWS's own bound on one message (16 MiB), so a corrupt length cannot ask for more. */
    private static final int MOST_BYTES = 16 * 1024 * 1024;

    private final InputStream in;
    private final CRC32 crc = new CRC32();

    EventStreamReader(InputStream in) {
        this.in = in;
    }

    /**
     * One message as received.
     *
     * @param headers by name; string values as they are, the others in their text form
     * @param payload the payload's bytes
     */
    record Message(Map<String, String> headers, byte[] payload) {

        /** {@code :message-type}: {@code event}, or {@code exception} / {@code error} when the service failed mid-stream. */
        String messageType() {
            return headers.get(":message-type");
        }

        /** {@code :event-type}, the event's name ({@code contentBlockDelta}, {@code metadata}, {@code chunk}...). */
        String eventType() {
            return headers.get(":event-type");
        }

        /** A {@code chunk} event's inner bytes: its JSON payload's {@code "bytes"}, base64-decoded. */
        byte[] chunkBytes() throws IOException {
            JsonNode bytes = MinimalClient.JSON.readTree(payload).get("bytes");
            if (bytes == null || !bytes.isTextual()) {
                throw new IOException("a chunk event without \"bytes\": " + new String(payload, StandardCharsets.UTF_8));
            }
            return bytes.binaryValue();
        }
    }

    /**
     * The next message, or {@code null} at the end of the body.
     *
     * @throws IOException for a message cut short or one whose checksum does not match
     */
    Message next() throws IOException {
        byte[] prelude = in.readNBytes(PRELUDE);
        if (prelude.length == 0) {
            return null;
        }
        if (prelude.length < PRELUDE) {
            throw new EOFException("the event stream ended inside a message's prelude (" + prelude.length + " of 12 bytes)");
        }
        ByteBuffer head = ByteBuffer.wrap(prelude);
        int total = head.getInt();
        int headersLength = head.getInt();
        crc.reset();
        crc.update(prelude, 0, 8);
        check(head.getInt(), "prelude");
        if (total < PRELUDE + CRC || total > MOST_BYTES || headersLength < 0 || headersLength > total - PRELUDE - CRC) {
            throw new IOException("an event-stream message of " + total + " bytes with " + headersLength + " bytes of headers");
        }
        byte[] rest = in.readNBytes(total - PRELUDE);
        if (rest.length < total - PRELUDE) {
            throw new EOFException("the event stream ended inside a message (" + (PRELUDE + rest.length) + " of " + total + " bytes)");
        }
        crc.reset();
        crc.update(prelude);
        crc.update(rest, 0, rest.length - CRC);
        check(ByteBuffer.wrap(rest, rest.length - CRC, CRC).getInt(), "message");
        Map<String, String> headers = headers(ByteBuffer.wrap(rest, 0, headersLength));
        byte[] payload = new byte[rest.length - CRC - headersLength];
        System.arraycopy(rest, headersLength, payload, 0, payload.length);
        return new Message(headers, payload);
    }

    /** The CRC32 computed so far against the one sent. */
    private void check(int expected, String what) throws IOException {
        if ((int) crc.getValue() != expected) {
            throw new IOException("the event-stream " + what + "'s CRC32 does not match: "
                    + Integer.toHexString((int) crc.getValue()) + " computed, " + Integer.toHexString(expected) + " sent");
        }
    }

    /** The headers: name length, name, type, value; types 0-9 as AWS defines them. */
    private static Map<String, String> headers(ByteBuffer in) throws IOException {
        Map<String, String> headers = new LinkedHashMap<>(4);
        while (in.hasRemaining()) {
            byte[] name = new byte[in.get() & 0xff];
            in.get(name);
            byte type = in.get();
            String value = switch (type) {
                case 0 -> "true";
                case 1 -> "false";
                case 2 -> Byte.toString(in.get());
                case 3 -> Short.toString(in.getShort());
                case 4 -> Integer.toString(in.getInt());
                case 5, 8 -> Long.toString(in.getLong());
                case 6, 7 -> {
                    byte[] bytes = new byte[in.getShort() & 0xffff];
                    in.get(bytes);
                    yield type == 7 ? new String(bytes, StandardCharsets.UTF_8) : Base64.getEncoder().encodeToString(bytes);
                }
                case 9 -> new java.util.UUID(in.getLong(), in.getLong()).toString();
                default -> throw new IOException("an event-stream header of unknown type " + type);
            };
            headers.put(new String(name, StandardCharsets.UTF_8), value);
        }
        return headers;
    }
}
