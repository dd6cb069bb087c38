package dev.sdkbench.reports.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Report;

/** The protocol a report's cases ran under, in sentences generated from their settings (one per distinct protocol). */
public final class Method {

    private Method() {
    }

    public static List<String> protocols(Report report) {
        Map<String, List<String>> byProtocol = new LinkedHashMap<>();
        report.rows().forEach(r -> byProtocol.computeIfAbsent(protocol(r.result().settings()), k -> new ArrayList<>())
                .add(r.result().id()));
        List<String> out = new ArrayList<>();
        byProtocol.forEach((protocol, cases) -> out.add(protocol + (byProtocol.size() == 1 ? "" : " Cases: "
                + String.join(", ", cases) + ".")));
        return out;
    }

    private static String protocol(CaseSettings s) {
        CaseSettings.Startup startup = s.startup();
        CaseSettings.Steady steady = s.steady();
        StringBuilder text = new StringBuilder();
        if (startup.minForks() >= startup.forks() || startup.precision() <= 0) {
            text.append(startup.forks()).append(" start-up fork").append(startup.forks() == 1 ? "" : "s").append(" per case");
        } else {
            text.append("From ").append(startup.minForks()).append(" up to ").append(startup.forks())
                    .append(" start-up forks per case, added until the 95% interval of the median early µs and first-response ms")
                    .append(" lay within ±").append(percent(startup.precision())).append(" of the median");
            if (startup.caseBudgetSeconds() > 0) {
                text.append(" or the case's budget of ").append(startup.caseBudgetSeconds()).append(" s was spent");
            }
        }
        text.append(": fresh JVMs (heap ").append(s.forks().heap()).append("), each making ").append(s.warmup())
                .append(" warmup calls, then ").append(s.requests())
                .append(" timed calls (the early block, the seed's figure); they give the first response, memory, classes loaded,")
                .append(" lifetime and exit.");
        if (steady.forks() > 0) {
            text.append(" ").append(steady.forks()).append(" steady fork").append(steady.forks() == 1 ? "" : "s")
                    .append(" per case: each runs the early block, then warms up in iterations of ").append(steady.iterationMillis())
                    .append(" ms until ").append(steady.window()).append(" in a row stop drifting (the later half's mean within ±")
                    .append(percent(steady.tolerance())).append(" of the earlier half's) with the JIT compiling at most 1% of their"
                    + " time (at most ")
                    .append(Format.seconds(steady.warmupMillis() / 1000.0)).append(" s), then times ").append(steady.iterations())
                    .append(" iteration").append(steady.iterations() == 1 ? "" : "s")
                    .append(". A case has a steady figure only when every steady fork settled and its JIT compiled at most 1%")
                    .append(" of its timed iterations; else it reads not settled. The early figure and the first response come")
                    .append(" from every fork.");
        } else if (s.measuresSteady()) {
            text.append(" Each fork then warmed up until the per-call time settled (at most ").append(steady.warmupMillis())
                    .append(" ms) and made ").append(s.legacySteadyRequests())
                    .append(" timed calls (the steady block; schemaVersion 1): the steady figure counts only when every fork's")
                    .append(" block settled.");
        }
        text.append(" Every call had to return \"").append(s.expect()).append("\"").append(s.stream() ? ", streamed" : "")
                .append("; the fixture checked the prompt, the output limit of ").append(s.maxTokens())
                .append(" tokens and the exact request count.");
        Long delay = s.fixture().delayMicros();
        if (delay != null && delay > 0) {
            text.append(" The fixture delayed every answer by ").append(delay).append(" µs; every figure includes it.");
        }
        return text.toString();
    }

    /** A fraction as a percentage without needless decimals: {@code 3%}, {@code 2.5%}. */
    private static String percent(double fraction) {
        double p = fraction * 100;
        return (Math.abs(p - Math.rint(p)) < 1e-9 ? Long.toString(Math.round(p)) : Format.number(p, 1)) + "%";
    }

    /** How the figures were summarised: the same for every report. */
    public static final String STATISTICS = "Each fork contributes one sample per figure (e.g. its block's mean time per"
            + " call). Tables show the median over forks; p25–p75 is the spread of the forks (type-7 percentiles, linear"
            + " interpolation), not a confidence interval; the 95% interval of the median is a seeded percentile"
            + " bootstrap. A figure's ± is its achieved precision: half the 95% interval of its median, as a percentage of"
            + " it, the steady figure's too (its forks settle into JIT states of their own, which the error over one fork's"
            + " iterations cannot see). Forks read start-up+steady, then why no more ran (precise, most forks, budget,"
            + " failed). p99 is over every timed call of every fork (HdrHistogram, 3 significant digits). Failed forks"
            + " contribute no sample and make the report NOT PUBLISHABLE.";
}
