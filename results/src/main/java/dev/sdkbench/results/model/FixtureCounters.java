package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the fixture counted for one fork: the check that every call was one valid request. Its
 * width mirrors the one JSON object of the file it models, field for field.
 *
 * @param total        requests received
 * @param byDialect    requests per dialect
 * @param byPath       requests per path
 * @param byProtocol   requests per HTTP protocol
 * @param requestBytes request body bytes
 * @param streamed     streamed responses
 * @param connections  connections opened
 * @param h2cUpgrades  HTTP/2 cleartext upgrades
 * @param faults       injected faults served
 * @param violations   requests the fixture rejected
 * @param firstRequest the first request as received, or {@code null}
 * @param retries      the retry path's refusals and resends, or {@code null} (files before the retry path)
 * @param losers       the losers of hedged calls, or {@code null} when the fork hedged none
 * @param concurrency  how many requests the fixture answered at once, or {@code null} (files before it was counted)
 * @param extra        fields this reader does not model
 */
// One object of the results file, field for field as SCHEMA.md lists it (plus the fields this reader does not
// model): grouping components here would nest the file differently, and old files must still read.
@SuppressWarnings("checkstyle:RecordComponentNumber")
@API(status = EXPERIMENTAL, since = "0.1")
public record FixtureCounters(long total, Map<String, Long> byDialect, Map<String, Long> byPath,
                              Map<String, Long> byProtocol, long requestBytes, long streamed, long connections,
                              long h2cUpgrades, long faults, List<Violation> violations, Request firstRequest,
                              Retries retries, Losers losers, Concurrency concurrency, Map<String, JsonNode> extra) {

    public FixtureCounters {
        byDialect = ordered(byDialect);
        byPath = ordered(byPath);
        byProtocol = ordered(byProtocol);
        violations = List.copyOf(violations);
        extra = Extra.copy(extra);
    }

    /**
     * A request the fixture rejected.
     *
     * @param request  its number in the fork, from 1
     * @param status   the status answered, 0 for a request never answered (a hedged call's loser kept open)
     * @param field    the offending field, header or aspect
     * @param expected what the rule asked for
     * @param received what the request carried
     */
    public record Violation(long request, String method, String path, int status, String field, String expected,
                            String received) {
    }

    /**
     * One request as the fixture received it.
     *
     * @param headers by lower-case name, each with its values in order
     * @param body    the body as UTF-8 text, or {@code null} when it was not read
     */
    public record Request(String method, String path, String query, String protocol, Map<String, List<String>> headers,
                          String body) {

        public Request {
            headers = headers == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(headers));
        }
    }

    /**
     * The retry path in one fork.
     *
     * @param refused        requests answered with its 429
     * @param resent         refused requests that came again unchanged and were answered
     * @param gapsMicros     per resend, in call order: µs from the 429 written to the resend received
     * @param awaitingResend the number of a refused request never resent, or {@code null}
     */
    public record Retries(long refused, long resent, List<Long> gapsMicros, Long awaitingResend) {

        public Retries {
            gapsMicros = List.copyOf(gapsMicros);
        }
    }

    /**
     * The losers of one fork's hedged calls.
     *
     * @param held        losers held, one per call
     * @param closed      closed by the client within the grace period
     * @param keptOpen    closed by the fixture after it (each also a violation)
     * @param closeMicros per call in order: µs from the winner's answer to the loser's close by the client, -1 not closed
     */
    public record Losers(long held, long closed, long keptOpen, List<Long> closeMicros) {

        public Losers {
            closeMicros = List.copyOf(closeMicros);
        }
    }

    /**
     * How many requests the fixture was answering at once over the fork's phase: what the client really sent in
     * parallel (a pool cap shows as a lower {@code maxInFlight}).
     *
     * @param inFlight     in flight when the counters were read
     * @param maxInFlight  the most at once since the phase began
     * @param meanInFlight in flight averaged over the phase's time
     * @param windowMicros the phase's length, µs
     */
    public record Concurrency(long inFlight, long maxInFlight, double meanInFlight, long windowMicros) {
    }

    private static Map<String, Long> ordered(Map<String, Long> counts) {
        return Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    }
}
