package dev.sdkbench.examples.support;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.sdkbench.fixture.FixtureServer;
import java.time.Duration;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.function.ThrowingSupplier;

/**
 * One fixture per test class, counters zeroed before each test, and the checks every conformance
 * test ends with: text "Hello.", usage 3/2, exactly one request and no violations.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class FixtureTestBase {

    protected static final String PROMPT = "Say hello.";
    protected static final int MAX_TOKENS = 32;
    /** The client timeout. */
    protected static final Duration TIMEOUT = Duration.ofSeconds(10);
    /** The harness deadline on a streaming call; longer than {@link #TIMEOUT} so the SDK's own error shows first. */
    protected static final Duration STREAM_DEADLINE = Duration.ofSeconds(15);

    protected FixtureServer fixture;

    @BeforeAll
    protected void startFixture() {
        fixture = FixtureServer.start();
    }

    @AfterAll
    protected void stopFixture() {
        if (fixture != null) {
            fixture.close();
        }
    }

    @BeforeEach
    protected void resetFixture() {
        fixture.reset();
    }

    /** Runs a streaming call under a hard deadline: a bad stream must fail the test, not hang it. */
    protected static <T> T withDeadline(ThrowingSupplier<T> call) {
        return assertTimeoutPreemptively(STREAM_DEADLINE, call);
    }

    /**
     * Checks the answer and the fixture's view of the call together, so a failure report shows
     * every mismatch at once. A token count the SDK did not expose is passed as {@code null}.
     */
    protected void assertHello(String text, Number inputTokens, Number outputTokens) {
        SoftAssertions.assertSoftly(softly -> {
            softly.assertThat(text).as("text").isEqualTo("Hello.");
            softly.assertThat(asLong(inputTokens)).as("input tokens").isEqualTo(3L);
            softly.assertThat(asLong(outputTokens)).as("output tokens").isEqualTo(2L);
            softly.check(() -> fixture.assertRequests(1));
        });
    }

    private static Long asLong(Number n) {
        return n == null ? null : n.longValue();
    }
}
