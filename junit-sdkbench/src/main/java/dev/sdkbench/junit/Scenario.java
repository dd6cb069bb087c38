package dev.sdkbench.junit;

/**
 * What one measured call of a case does: {@code @ClientCase(scenario = Scenario.RAPID_FIRE)}. The
 * scenario sets the fixture's checks and replies, the prompt, the text every call must return and
 * how many requests one call makes. The fixture defines each one
 * ({@code dev.sdkbench.fixture.scenario.Scenarios}); {@link #id()} is its name there and in results.
 */
public enum Scenario {

    /** Not set here: a case takes its class's scenario, a class's cases are {@link #PLAIN} ({@code sdkbench.scenario} may name another). */
    INHERIT(null),
    /** One plain-text request: the LM15 workload. */
    PLAIN("plain"),
    /** The request declares a tool; the reply calls it, and the case returns the typed arguments it read. */
    FUNCTION_CALLING("function-calling"),
    /** The request carries a JSON schema; the case parses the reply into its own type. */
    STRUCTURED_OUTPUT("structured-output"),
    /** Two requests per call: the question, then the follow-up with the whole history resent. */
    MULTI_TURN("multi-turn"),
    /** Two requests per call: a tool call, then the history with the tool's result, answered. */
    AGENT_LOOP("agent-loop"),
    /** Five plain-text calls in a row on one client, as one measured call (connection reuse). */
    RAPID_FIRE("rapid-fire"),
    /** Three plain-text calls at once on one client, as one measured call, each answered after a server-side delay. */
    PARALLEL("parallel"),
    /** Each call's first request refused with a 429 that advertises a wait, its resend answered. */
    RETRY("retry"),
    /** Two identical calls raced as one measured call; the client must cancel the loser. */
    HEDGED("hedged");

    private final String id;

    Scenario(String id) {
        this.id = id;
    }

    /** The name results, configuration parameters and the fixture use, e.g. {@code rapid-fire}; {@code null} for {@link #INHERIT}. */
    public String id() {
        return id;
    }

    @Override
    public String toString() {
        return id == null ? name() : id;
    }
}
