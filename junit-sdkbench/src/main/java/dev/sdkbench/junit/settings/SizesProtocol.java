package dev.sdkbench.junit.settings;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import dev.sdkbench.fixture.scenario.Scenario;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.fixture.scenario.SizedText;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.SizesRun;

/**
 * How a case's size ladder runs ({@code @Sizes}, {@code sdkbench.sizes.*}): for each size of the ladder of its kind (a
 * plain case's {@code replyKiB}, a streaming case's {@code streamChunks}), {@code forks} steady forks of the
 * {@code steady} protocol, whose every reply is the sized text.
 *
 * @param forks        steady forks per size; 0 runs none
 * @param replyKiB     the payload ladder: each step's reply, KiB
 * @param streamChunks the stream ladder: each step's deltas
 * @param steady       the steady phase each sized fork runs: the case's {@code @Steady}, whatever its own count of forks
 */
public record SizesProtocol(int forks, List<Integer> replyKiB, List<Integer> streamChunks, CaseSettings.Steady steady) {

    public SizesProtocol {
        replyKiB = List.copyOf(replyKiB);
        streamChunks = List.copyOf(streamChunks);
    }

    /** No size ladder. */
    public static SizesProtocol none() {
        return new SizesProtocol(0, List.of(), List.of(), ResolvedCaseSettings.noSteady());
    }

    /** The same ladder with the steady phase its forks run. */
    public SizesProtocol withSteady(CaseSettings.Steady phase) {
        return new SizesProtocol(forks, replyKiB, streamChunks, phase);
    }

    /** Whether a case of this kind (streaming or plain) runs sized forks. */
    public boolean runs(boolean stream) {
        return forks > 0 && !ladder(stream).isEmpty();
    }

    /** The sizes of the ladder a case of this kind runs. */
    public List<Integer> ladder(boolean stream) {
        return stream ? streamChunks : replyKiB;
    }

    /** The ladder's name in results and settings: {@code streamChunks} or {@code replyKiB}. */
    public static String ladderName(boolean stream) {
        return stream ? SizesRun.STREAM_CHUNKS : SizesRun.REPLY_KIB;
    }

    /** What a size counts, as results name it. */
    public static String unit(boolean stream) {
        return stream ? "chunk" : "KiB";
    }

    /** The fixture's scenario for one step: a stream of {@code size} deltas, or a reply of {@code size} KiB. */
    public static Scenario scenario(boolean stream, int size) {
        return stream ? Scenarios.stream(size) : Scenarios.reply(size);
    }

    /** The folder of a step's forks in its case's: {@code sizes/10KiB}, {@code sizes/100chunks}. */
    public static String folder(boolean stream, int size) {
        return "sizes/" + size + (stream ? "chunks" : "KiB");
    }

    /** What is wrong with these values, each with what to use instead; empty when nothing is. */
    List<String> problems(String caseName) {
        List<String> problems = new ArrayList<>();
        if (forks < 0) {
            problems.add(caseName + ": sizes.forks is " + forks + ": use 0 (none) or a number of steady forks per size, e.g. "
                    + Defaults.SIZES_FORKS);
        }
        ladderProblem(caseName, SizesRun.REPLY_KIB, replyKiB, 0, SizedText.MOST_KIB, "0,10,100,1000").ifPresent(problems::add);
        ladderProblem(caseName, SizesRun.STREAM_CHUNKS, streamChunks, 1, SizedText.MOST_CHUNKS, "10,100,1000,10000")
                .ifPresent(problems::add);
        return problems;
    }

    private static Optional<String> ladderProblem(String caseName, String name, List<Integer> sizes, int least, int most,
                                                            String example) {
        if (sizes.isEmpty()) {
            return Optional.empty();
        }
        Set<Integer> seen = new HashSet<>();
        boolean bad = sizes.stream().anyMatch(n -> n < least || n > most || !seen.add(n));
        return bad ? Optional.of(caseName + ": sizes." + name + " is " + sizes + ": give each size once, from " + least + " to "
                + most + ", e.g. " + example) : Optional.empty();
    }
}
