package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.MAINTAINED;

import org.apiguardian.api.API;

import java.util.function.Consumer;

/**
 * The one streaming client call a case measures: it sends the request, hands the text of every
 * chunk to {@code deltas} as it arrives, and returns when the stream has ended. The harness
 * timestamps the first non-empty delta (time to first token) and the return (end of stream), and
 * compares the concatenated deltas with the expected text after every call.
 *
 * <p>An SDK that streams asynchronously (a callback handler, a reactive {@code Flux}) blocks here
 * until its stream completes, so that returning means the stream is over.
 */
@FunctionalInterface
@API(status = MAINTAINED, since = "0.1")
public interface StreamingCall {

    /** @param deltas takes each chunk's text in order; {@code null} and empty strings count as no text */
    void stream(Consumer<String> deltas) throws Exception;
}
