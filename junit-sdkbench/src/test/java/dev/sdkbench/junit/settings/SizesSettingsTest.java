package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;

import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;

import dev.sdkbench.fixture.scenario.SizedText;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Sizes;
import dev.sdkbench.junit.Steady;

/**
 * {@code @Sizes} and {@code sdkbench.sizes.*}: off without them; a plain case runs the reply ladder, a streaming case the
 * stream ladder, each sized step answered and checked with the whole sized text; each element from the parameter, the
 * method, the class, then the default; a method's count is a ceiling; every problem listed before any fork.
 */
class SizesSettingsTest {

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class NoSizes {

        @ClientCase
        void chat(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Steady(forks = 0, iterationMillis = 200, warmupMillis = 3000, iterations = 3)
    @Sizes(replyKiB = {0, 10, 100}, streamChunks = {10, 1000})
    static class Sized {

        @ClientCase
        void chat(SdkCase sdk) {
        }

        @ClientCase(stream = true)
        void chatStream(SdkCase sdk) {
        }

        @ClientCase
        @Sizes(forks = 0)
        void keptOut(SdkCase sdk) {
        }

        @ClientCase(dialect = Dialect.NONE)
        void empty(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Sizes(streamChunks = 100)
    static class NoStreamingCase {

        @ClientCase
        void chat(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Sizes(replyKiB = {10, 10, 5000}, streamChunks = 0)
    static class Nonsense {

        @ClientCase(scenario = Scenario.FUNCTION_CALLING)
        @Sizes(replyKiB = 1)
        void tools(SdkCase sdk) {
        }

        @ClientCase(stream = true)
        void stream(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class WrongLadder {

        @ClientCase(stream = true)
        @Sizes(replyKiB = 1)
        void chatStream(SdkCase sdk) {
        }
    }

    @Test
    void aClassWithoutSizesRunsNoLadder() {
        ResolvedCaseSettings chat = resolve(NoSizes.class, Map.of()).cases().get(0);
        assertThat(chat.sizes().runs(chat.stream())).isFalse();
    }

    @Test
    void aPlainCaseRunsTheReplyLadderAndAStreamingCaseTheStreamLadderOnTheCasesSteadyPhase() {
        Map<String, ResolvedCaseSettings> cases = cases(resolve(Sized.class, Map.of()));

        SizesProtocol chat = cases.get("chat").sizes();
        assertThat(chat.runs(false)).isTrue();
        assertThat(chat.ladder(false)).containsExactly(0, 10, 100);
        assertThat(chat.forks()).isEqualTo(Defaults.SIZES_FORKS);
        assertThat(chat.steady().iterationMillis()).as("the case's @Steady, though it runs no steady forks").isEqualTo(200);
        assertThat(chat.steady().warmupMillis()).isEqualTo(3000);
        assertThat(cases.get("chatStream").sizes().ladder(true)).containsExactly(10, 1000);
        assertThat(cases.get("keptOut").sizes().runs(false)).as("@Sizes(forks = 0): the case opts out").isFalse();
        assertThat(cases.get("empty").sizes().runs(false)).as("a case that calls nothing gets no reply").isFalse();
    }

    @Test
    void aSizedStepAnswersAndChecksTheWholeSizedTextInSteadyForksOfTheLadder() {
        Map<String, ResolvedCaseSettings> cases = cases(resolve(Sized.class, Map.of()));

        ResolvedCaseSettings reply = cases.get("chat").sizedStep(100);
        assertThat(reply.scenario().id()).isEqualTo("reply-100KiB");
        assertThat(reply.expectations().text()).isEqualTo(SizedText.reply(100)).hasSize(100 * 1024);
        assertThat(reply.expectations().prompt()).isEqualTo(cases.get("chat").expectations().prompt());
        assertThat(reply.steady().forks()).isEqualTo(Defaults.SIZES_FORKS);
        assertThat(reply.sizes().runs(false)).as("a step runs no ladder of its own").isFalse();
        ResolvedCaseSettings stream = cases.get("chatStream").sizedStep(1000);
        assertThat(stream.scenario().id()).isEqualTo("stream-1000chunks");
        assertThat(stream.expectations().text()).isEqualTo(SizedText.streamed(1000));
    }

    @Test
    void parametersSetTheLaddersAndTurnThemOnButCannotRaiseAMethodsCount() {
        Map<String, ResolvedCaseSettings> cases = cases(resolve(Sized.class, Map.of("sdkbench.sizes.replyKiB", "1, 4",
                "sdkbench.sizes.forks", "3")));
        assertThat(cases.get("chat").sizes().ladder(false)).containsExactly(1, 4);
        assertThat(cases.get("chat").sizes().forks()).isEqualTo(3);
        assertThat(cases.get("keptOut").sizes().runs(false)).isFalse();
        ResolvedCaseSettings chat = resolve(NoSizes.class, Map.of("sdkbench.sizes.replyKiB", "0,10")).cases().get(0);
        assertThat(chat.sizes().runs(false)).as("a ladder given as a parameter turns sizes on without the annotation").isTrue();
    }

    @Test
    void everyProblemOfASizeLadderIsListedBeforeAnyFork() {
        assertThatThrownBy(() -> resolve(Nonsense.class, Map.of())).isInstanceOf(SettingsException.class)
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(InstanceOfAssertFactories.LIST)
                .containsExactly(
                        "stream: sizes.replyKiB is [10, 10, 5000]: give each size once, from 0 to 4096, e.g. 0,10,100,1000",
                        "stream: sizes.streamChunks is [0]: give each size once, from 1 to 100000, e.g. 10,100,1000,10000",
                        "tools: sizes.streamChunks is [0]: give each size once, from 1 to 100000, e.g. 10,100,1000,10000",
                        "tools: a size ladder answers the plain request with a sized text, but the case runs the"
                                + " function-calling scenario: set @Sizes(forks = 0) on the case");
        assertThatThrownBy(() -> resolve(Nonsense.class, Map.of("sdkbench.sizes.forks", "-2", "sdkbench.sizes.streamChunks", "10",
                "sdkbench.sizes.replyKiB", "1")))
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(InstanceOfAssertFactories.LIST)
                .containsExactly("stream: sizes.forks is -2: use 0 (none) or a number of steady forks per size, e.g. 2",
                        "tools: sizes.forks is -2: use 0 (none) or a number of steady forks per size, e.g. 2");
        assertThatThrownBy(() -> resolve(Nonsense.class, Map.of("sdkbench.sizes.forks", "1", "sdkbench.sizes.replyKiB", "1,x")))
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(InstanceOfAssertFactories.LIST)
                .contains("sdkbench.sizes.replyKiB is '1,x': give whole numbers, comma-separated, e.g. 0,10,100,1000");
        assertThatThrownBy(() -> resolve(WrongLadder.class, Map.of()))
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(InstanceOfAssertFactories.LIST)
                .containsExactly("chatStream: @Sizes on the method gives no streamChunks, the ladder of a streaming case (replyKiB is"
                                + " for plain cases): give streamChunks, or set @Sizes(forks = 0) to keep the case out",
                        "sizes.replyKiB is set, but no plain case of the class runs it (it is the ladder of plain cases): give"
                                + " streamChunks for streaming cases instead, or leave it out");
        assertThatThrownBy(() -> resolve(NoStreamingCase.class, Map.of()))
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(InstanceOfAssertFactories.LIST)
                .containsExactly("sizes.streamChunks is set, but no streaming case of the class runs it (it is the ladder of"
                        + " streaming cases): give replyKiB for plain cases instead, or leave it out");
    }

    private static ResolvedRunSettings resolve(Class<?> type, Map<String, String> parameters) {
        return new SettingsResolver(key -> Optional.ofNullable(parameters.get(key))).resolve(type);
    }

    private static Map<String, ResolvedCaseSettings> cases(ResolvedRunSettings run) {
        Map<String, ResolvedCaseSettings> out = new java.util.LinkedHashMap<>();
        run.cases().forEach(c -> out.put(c.id(), c));
        return out;
    }
}
