package dev.sdkbench.reports.compare;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.Summary;

/** Synthetic runs whose per-fork values come from known distributions, for the regression gate. */
final class Runs {

    static final int FORKS = 20;

    private Runs() {
    }

    /** Per-fork values around {@code centre} with relative spread {@code noise} (normal), seeded. */
    static double[] forks(long seed, double centre, double noise) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] out = new double[FORKS];
        for (int i = 0; i < FORKS; i++) {
            double u = 1 - random.nextDouble();
            double v = random.nextDouble();
            out[i] = Math.max(centre * 0.01, centre * (1 + noise * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)));
        }
        return out;
    }

    static double[] scaled(double[] values, double factor) {
        return Arrays.stream(values).map(v -> v * factor).toArray();
    }

    /** A case whose early µs per call are {@code early}; its other figures are the same fixed forks on every run. */
    static CaseResult chatCase(String id, double[] early) {
        Map<String, Summary> s = new LinkedHashMap<>();
        s.put("earlyMicros", Synthetic.summary(early));
        s.put("steadyMicros", Synthetic.unmeasured());
        s.put("rssMiB", Synthetic.summary(forks(1, 96, 0.01)));
        s.put("earlyAllocKiB", Synthetic.summary(forks(2, 23, 0.01)));
        s.put("firstResponseMs", Synthetic.summary(forks(3, 1600, 0.05)));
        return Synthetic.okCase(id, "chat", s, 2000);
    }

    static Report report(Environment environment, CaseResult... cases) {
        Run run = Synthetic.run("FloorBenchmark", "JDK HttpClient + Jackson 2.22.1", cases);
        return Synthetic.report(on(run, environment));
    }

    static Report report(CaseResult... cases) {
        return report(Synthetic.environment("vm"), cases);
    }

    static Run on(Run r, Environment e) {
        return new Run(r.schemaVersion(), r.benchmark(), r.library(), r.started(), r.finished(), r.publishable(), r.failures(), e,
                r.loadAtEnd(), r.settings(), r.cases(), r.extra());
    }

    static Environment withCpu(Environment e, String cpuModel, String javaVm) {
        return new Environment(e.host(), cpuModel, e.kernel(), e.javaVersion(), javaVm, e.javaExecutable(), e.cores(),
                e.loadAtStart(), e.cpuPlan(), e.isolation(), e.fixtureRecording(), e.library(), e.classpathJars(),
                e.classpathMiB(), e.classpath(), e.harnessClasspath(), e.extra());
    }
}
