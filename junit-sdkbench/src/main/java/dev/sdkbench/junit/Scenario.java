package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.Locale;

/**
 * What one measured call of a case does: {@code @ClientCase(scenario = Scenario.RAPID_FIRE)}. The
 * scenario sets the fixture's checks and replies, the prompt, the text every call must return and
 * how many requests one call makes. The fixture defines each one
 * ({@code dev.sdkbench.fixture.scenario.Scenarios}); an annotation needs a constant, so each has one
 * here, named as its id is spelled ({@link #id()}, its name there and in results), in the fixture's
 * order. {@code TypedChoicesTest} fails until the constants follow the fixture.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public enum Scenario {

    /** Not set here: a case takes its class's scenario, a class's cases are {@link #PLAIN} ({@code sdkbench.scenario} may name another). */
    INHERIT,
    /** One plain-text request: the LM15 workload. */
    PLAIN,
    /** The request declares a tool; the reply calls it, and the case returns the typed arguments it read. */
    FUNCTION_CALLING,
    /** The request carries a JSON schema; the case parses the reply into its own type. */
    STRUCTURED_OUTPUT,
    /** Two requests per call: the question, then the follow-up with the whole history resent. */
    MULTI_TURN,
    /** Two requests per call: a tool call, then the history with the tool's result, answered. */
    AGENT_LOOP,
    /** Five plain-text calls in a row on one client, as one measured call (connection reuse). */
    RAPID_FIRE,
    /** Three plain-text calls at once on one client, as one measured call, each answered after a server-side delay. */
    PARALLEL,
    /** Each call's first request refused with a 429 that advertises a wait, its resend answered. */
    RETRY,
    /** Two identical calls raced as one measured call; the client must cancel the loser. */
    HEDGED;

    /** The fixture's spelling of the constant's name: {@code RAPID_FIRE} is {@code rapid-fire}. */
    private final String id = name().equals("INHERIT") ? null : name().toLowerCase(Locale.ROOT).replace('_', '-');

    /** The name results, configuration parameters and the fixture use, e.g. {@code rapid-fire}; {@code null} for {@link #INHERIT}. */
    public String id() {
        return id;
    }

    @Override
    public String toString() {
        return id == null ? name() : id;
    }
}
