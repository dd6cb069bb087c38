package dev.sdkbench.reports.render.headline;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Objects;

import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;

/**
 * A run as a table's note names it: the folder it was read from, and when it ran.
 *
 * @param name     the folder or files as given ({@code runs/2026-12-05-0247Z-main-job-suite})
 * @param started  when its first class started
 * @param finished when its last class finished
 */
public record RunLabel(String name, Instant started, Instant finished) {

    private static final DateTimeFormatter DAY_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm").withZone(ZoneOffset.UTC);

    /** The run of {@code report}, read from {@code name}: from its first class's start to its last one's end. */
    public static RunLabel of(String name, Report report) {
        Instant started = report.runs().stream().map(RunFile::run).map(Run::started).filter(Objects::nonNull)
                .min(Instant::compareTo).orElse(null);
        Instant finished = report.runs().stream().map(RunFile::run).map(Run::finished).filter(Objects::nonNull)
                .max(Instant::compareTo).orElse(null);
        return new RunLabel(name, started, finished);
    }

    /** {@code 2026-12-05 02:48–03:14 UTC}; the end's day too when it is another; {@code date not recorded} without one. */
    public String when() {
        if (started == null) {
            return "date not recorded";
        }
        if (finished == null) {
            return DAY_TIME.format(started) + " UTC";
        }
        boolean sameDay = DAY_TIME.format(started).substring(0, 10).equals(DAY_TIME.format(finished).substring(0, 10));
        return DAY_TIME.format(started) + "–" + (sameDay ? TIME : DAY_TIME).format(finished) + " UTC";
    }
}
