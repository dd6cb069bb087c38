package dev.sdkbench.examples.floor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;

import org.junit.jupiter.api.Test;

import dev.sdkbench.fixture.dialect.SseEvent;
import dev.sdkbench.fixture.dialect.StreamFraming;

/**
 * The floor's event-stream decoder on messages framed by the fixture's encoder (what the floor's
 * Bedrock stream reads): events back as they were sent, and a damaged or cut message refused.
 */
class EventStreamReaderTest {

    private static final SseEvent DELTA = SseEvent.named("contentBlockDelta", "{\"contentBlockIndex\":0,\"delta\":{\"text\":\"Hel\"}}");
    private static final SseEvent METADATA = SseEvent.named("metadata", "{\"usage\":{\"inputTokens\":3,\"outputTokens\":2}}");

    private static byte[] frames(SseEvent... events) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (SseEvent event : events) {
            out.writeBytes(StreamFraming.EVENT_STREAM.frame(event));
        }
        return out.toByteArray();
    }

    private static EventStreamReader reader(byte[] bytes) {
        return new EventStreamReader(new ByteArrayInputStream(bytes));
    }

    @Test
    void readsEachMessagesHeadersAndPayloadThenTheEnd() throws Exception {
        EventStreamReader reader = reader(frames(DELTA, METADATA));

        EventStreamReader.Message delta = reader.next();
        assertThat(delta.eventType()).isEqualTo("contentBlockDelta");
        assertThat(delta.messageType()).isEqualTo("event");
        assertThat(delta.headers()).containsEntry(":content-type", "application/json");
        assertThat(new String(delta.payload(), StandardCharsets.UTF_8)).isEqualTo(DELTA.data());
        EventStreamReader.Message metadata = reader.next();
        assertThat(metadata.eventType()).isEqualTo("metadata");
        assertThat(new String(metadata.payload(), StandardCharsets.UTF_8)).isEqualTo(METADATA.data());
        assertThat(reader.next()).as("the end of the body").isNull();
    }

    @Test
    void aDamagedPreludeOrMessageFailsItsChecksum() {
        byte[] prelude = frames(DELTA);
        prelude[5] ^= 1;
        assertThatThrownBy(() -> reader(prelude).next()).isInstanceOf(IOException.class)
                .hasMessageStartingWith("the event-stream prelude's CRC32 does not match");

        byte[] payload = frames(DELTA);
        payload[payload.length - 10] ^= 1;
        assertThatThrownBy(() -> reader(payload).next()).isInstanceOf(IOException.class)
                .hasMessageStartingWith("the event-stream message's CRC32 does not match");
    }

    @Test
    void aMessageCutShortIsRefused() throws Exception {
        byte[] two = frames(DELTA, METADATA);
        EventStreamReader cut = reader(Arrays.copyOf(two, two.length - 3));
        assertThat(cut.next().eventType()).isEqualTo("contentBlockDelta");
        assertThatThrownBy(cut::next).isInstanceOf(EOFException.class).hasMessageContaining("ended inside a message");
        assertThatThrownBy(() -> reader(Arrays.copyOf(two, 7)).next()).isInstanceOf(EOFException.class)
                .hasMessageContaining("prelude (7 of 12 bytes)");
    }

    /** InvokeModelWithResponseStream's frames: a {@code chunk} event whose payload wraps the model's own event in base64. */
    @Test
    void aChunkEventsBytesAreTheInnerEvent() throws Exception {
        String inner = "{\"type\":\"content_block_delta\",\"delta\":{\"type\":\"text_delta\",\"text\":\"Hello\"}}";
        String payload = "{\"bytes\":\"" + Base64.getEncoder().encodeToString(inner.getBytes(StandardCharsets.UTF_8)) + "\"}";
        EventStreamReader.Message chunk = reader(frames(SseEvent.named("chunk", payload))).next();

        assertThat(chunk.eventType()).isEqualTo("chunk");
        assertThat(new String(chunk.chunkBytes(), StandardCharsets.UTF_8)).isEqualTo(inner);
        assertThatThrownBy(() -> reader(frames(DELTA)).next().chunkBytes()).isInstanceOf(IOException.class)
                .hasMessageStartingWith("a chunk event without \"bytes\"");
    }
}
