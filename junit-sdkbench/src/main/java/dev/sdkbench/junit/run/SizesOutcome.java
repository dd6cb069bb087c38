package dev.sdkbench.junit.run;

import java.util.List;
import java.util.Map;

import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.settings.SizesProtocol;
import dev.sdkbench.results.model.SizesRun;

/**
 * A case's size ladder, judged: each sized fork that ran (or was not run, and why), and why the ladder failed if a fork
 * did: a wrong or partial reply, a request the fixture rejected, a fork that did not end cleanly.
 *
 * @param settings the case's settings
 * @param points   each sized fork, in the order they ran
 */
public record SizesOutcome(ResolvedCaseSettings settings, List<Point> points) {

    /**
     * One sized fork.
     *
     * @param size    its replies' size
     * @param fork    its number within the size, from 1
     * @param outcome the fork, judged; {@code null} when it did not run
     * @param notRun  why it did not run, or {@code null}
     */
    public record Point(int size, int fork, ForkOutcome outcome, String notRun) {

        String failure() {
            return notRun != null ? "not run: " + notRun : outcome.failure();
        }
    }

    public SizesOutcome {
        points = List.copyOf(points);
    }

    /** The first failure of the ladder's forks, or {@code null} when every one passed. */
    public String failure() {
        return points.stream().map(Point::failure).filter(java.util.Objects::nonNull).findFirst().orElse(null);
    }

    public boolean ok() {
        return failure() == null;
    }

    /** The console's and the results' line for a failed ladder: case, cause and evidence. */
    public String failureLine(String caseId) {
        Point first = points.stream().filter(p -> p.failure() != null).findFirst().orElseThrow();
        return caseId + " sizes " + label(settings.stream(), first.size()) + " fork " + first.fork() + ": " + first.failure()
                + (first.outcome() == null ? "" : " (evidence: " + first.outcome().evidence() + ")");
    }

    /** The case's {@code sizes} block, as results carry it and the console reads it. */
    public SizesRun toModel() {
        boolean stream = settings.stream();
        return SizesRun.fitted(SizesProtocol.ladderName(stream), SizesProtocol.unit(stream), settings.sizes().ladder(stream),
                settings.sizes().forks(), failure(), points.stream().map(SizesOutcome::point).toList());
    }

    /** A size as the console names it: {@code 10 KiB}, {@code 100 chunks}. */
    static String label(boolean stream, int size) {
        return size + (stream ? " chunks" : " KiB");
    }

    private static SizesRun.Point point(Point p) {
        ForkOutcome f = p.outcome();
        ForkResult.Block steady = f == null || f.result() == null ? null : f.result().steady();
        ForkResult.StreamTimes stream = f == null || f.result() == null ? null : f.result().steadyStream();
        boolean measured = steady != null && p.failure() == null;
        return new SizesRun.Point(p.size(), p.fork(), measured ? steady.meanMicros() : Double.NaN,
                measured && steady.allocBytesPerRequest() >= 0 ? steady.allocBytesPerRequest() : Double.NaN,
                measured && stream != null ? stream.meanTextDeltas() : Double.NaN, steady != null && steady.settled(),
                f == null ? null : f.launch().cpu(), f == null ? null : f.evidence().toString(), p.failure(), Map.of());
    }
}
