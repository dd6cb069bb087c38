package dev.sdkbench.junit.link;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Properties;

import dev.sdkbench.results.model.CaseSettings.Steady;

/**
 * Everything a fork needs to run one case once: which method, what its requests go to and carry
 * and what every reply must hold, and how many calls to make. Written by the parent, read by {@code ForkMain}.
 * The settings in it were checked when they were resolved; the fork runs them as they are.
 *
 * <p>The exchange is the one sub-record of a start-up fork's spec: every class the fork loads before its first call
 * counts in the first response (a small record costs ~0.1-0.2 ms to load and verify), so the spec groups its values
 * in one more class, not one per concern. Of the case's {@code @Startup} group a fork takes only its early block's
 * two counts, which a load fork sets otherwise; a steady fork's phase carries the case's {@code @Steady} record
 * itself, as results keep it.
 *
 * @param testClass      binary name of the benchmark class
 * @param method         the {@code @ClientCase} method, taking one {@code SdkCase}
 * @param exchange       where the case's requests go, what they must carry, what every reply must hold
 * @param warmup         calls before the early timed block: the case's {@code startup.warmup} (LM15: 20)
 * @param requests       calls in the early timed block: the case's {@code startup.requests} (LM15: 200)
 * @param steady         the steady-state phase after the early block, or {@code null} for a start-up fork
 * @param expectedCpus   the CPU list every thread must be pinned to (e.g. {@code 1}), or {@code null} when unpinned
 * @param resultFile     where the fork writes its {@link ForkResult}; a {@code File}, not a {@code Path}: the
 *                       fork reads its spec before its first call, and the first {@code Path} initialises the
 *                       NIO file system (~4 ms)
 * @param lingerMillis   how long the fork stays alive after writing its result, so that a connection its client
 *                       left open is still open when the fixture's grace period for it ends (a hedged call's loser)
 *                       rather than closed by the process's exit; 0 for none
 * @param partner        the other side measured in this JVM beside the case: in a steady fork (a pair fork) its calls
 *                       alternate with the case's through the steady phase; in a start-up fork, call by call through
 *                       the early block, after the case's first response; {@code null} for every other fork
 * @param load           a load fork's steps, run after its warmup calls instead of the early block; {@code null} for
 *                       every other fork
 */
// Flat as the spec file is; the load plan is the eleventh part, beside the steady phase it replaces.
@SuppressWarnings("checkstyle:RecordComponentNumber")
public record ForkSpec(String testClass, String method, Exchange exchange, int warmup, int requests, SteadyPhase steady,
                       String expectedCpus, File resultFile, long lingerMillis, Partner partner, LoadPlan load) {

    /** A fork that measures its case alone. */
    public ForkSpec(String testClass, String method, Exchange exchange, int warmup, int requests, SteadyPhase steady,
                    String expectedCpus, File resultFile, long lingerMillis) {
        this(testClass, method, exchange, warmup, requests, steady, expectedCpus, resultFile, lingerMillis, null, null);
    }

    /** A fork that is no load fork. */
    public ForkSpec(String testClass, String method, Exchange exchange, int warmup, int requests, SteadyPhase steady,
                    String expectedCpus, File resultFile, long lingerMillis, Partner partner) {
        this(testClass, method, exchange, warmup, requests, steady, expectedCpus, resultFile, lingerMillis, partner, null);
    }

    /**
     * The other side a fork measures beside its case: in a pair fork its method starts after the case's
     * early block, and the two alternate through the steady phase; in a start-up fork it starts after the
     * case's first response, and the two alternate call by call through the early block. A reference runs on the fork's classpath;
     * a baseline in a class loader of its own, which loads {@code loaderClasspath} first and takes only
     * {@code sharedClasspath}'s classes (the harness) and the JDK's from the JVM's class path.
     *
     * @param testClass       binary name of the partner's class
     * @param method          its {@code @ClientCase} method
     * @param seed            the seed of the order in which each timed round runs the two
     * @param loaderClasspath the baseline's entries, loaded child-first; {@code null} for a reference
     * @param sharedClasspath the JVM class path's entries the baseline shares; {@code null} for a reference
     */
    public record Partner(String testClass, String method, long seed, String loaderClasspath, String sharedClasspath) {

        /** The main class that checks, before any fork, that a baseline can load beside its candidate. */
        public static final String LOAD_CHECK_MAIN = "dev.sdkbench.junit.fork.BaselineLoadCheck";
        /** {@link #LOAD_CHECK_MAIN}'s exit when the baseline side failed beside the candidate (why is on its stdout). */
        public static final int LOAD_CHECK_BASELINE_FAILED = 3;

        /** A reference, on the fork's own classpath. */
        public Partner(String testClass, String method, long seed) {
            this(testClass, method, seed, null, null);
        }

        /** Whether the partner is a baseline, in a class loader of its own. */
        public boolean ownLoader() {
            return loaderClasspath != null;
        }
    }

    /** The reference's own spec in a pair fork: its method, this fork's exchange and CPUs, no phase of its own. */
    public ForkSpec partnerSpec() {
        return new ForkSpec(partner.testClass(), partner.method(), exchange, warmup, requests, null, expectedCpus, resultFile, 0);
    }

    /**
     * What a case's requests go to and carry, as the fixture requires, and what every reply must hold.
     *
     * @param baseUrl      the fixture's base URL
     * @param apiKey       the dummy credential
     * @param prompt       user prompt the fixture expects
     * @param maxTokens    output limit the fixture expects
     * @param model        model the fixture expects, or {@code null} for the case's own
     * @param stream       whether the case streams, so hands its call to {@code measureStream} rather than {@code measure}
     * @param expectedText the text every call must return
     * @param inputTokens  the input tokens the recording reports
     * @param outputTokens the output tokens the recording reports
     */
    public record Exchange(String baseUrl, String apiKey, String prompt, int maxTokens, String model, boolean stream,
                           String expectedText, int inputTokens, int outputTokens) {
    }

    /**
     * The steady-state phase, in time-based iterations as JMH measures: warm up in iterations of
     * {@code iterationMillis} until a window of them stops drifting by more than the tolerance with the JIT quiet
     * (or {@code warmupMillis} runs out), then time {@code iterations} more. In the properties as the case's
     * {@code @Steady} names them ({@code steady.warmupMillis}).
     *
     * @param settings        the case's {@code @Steady} record, as resolved and as results keep it
     * @param maxCompileShare settled when the JIT compiled for at most this fraction of the window's time (not a
     *                        setting: {@link #MAX_COMPILE_SHARE}); the timed iterations are flagged unsettled when
     *                        it compiled for more than {@link #timedCompileShare()} of theirs
     */
    public record SteadyPhase(Steady settings, double maxCompileShare) {

        /**
         * The share of a window's time the JIT may spend compiling for the window to count as settled:
         * "almost none". The timed iterations allow half the tolerance ({@link #timedCompileShare}).
         */
        public static final double MAX_COMPILE_SHARE = 0.01;

        /** The phase a case's {@code @Steady} settings ask for. */
        public static SteadyPhase of(Steady settings) {
            return new SteadyPhase(settings, MAX_COMPILE_SHARE);
        }

        /**
         * The share of the timed iterations' time the JIT may take: it runs on the fork's one CPU, so
         * this bounds what it adds to the figure, kept to half the tolerance.
         */
        public double timedCompileShare() {
            return settings.tolerance() / 2;
        }
    }

    public Properties toProperties() {
        Properties p = new Properties();
        p.setProperty("testClass", testClass);
        p.setProperty("method", method);
        p.setProperty("baseUrl", exchange.baseUrl());
        p.setProperty("apiKey", exchange.apiKey());
        p.setProperty("prompt", exchange.prompt());
        p.setProperty("maxTokens", Integer.toString(exchange.maxTokens()));
        if (exchange.model() != null) {
            p.setProperty("model", exchange.model());
        }
        p.setProperty("expectedText", exchange.expectedText());
        p.setProperty("warmup", Integer.toString(warmup));
        p.setProperty("requests", Integer.toString(requests));
        if (steady != null) {
            putSteady(p, steady);
        }
        if (expectedCpus != null) {
            p.setProperty("expectedCpus", expectedCpus);
        }
        p.setProperty("resultFile", resultFile.toString());
        p.setProperty("inputTokens", Integer.toString(exchange.inputTokens()));
        p.setProperty("outputTokens", Integer.toString(exchange.outputTokens()));
        p.setProperty("stream", Boolean.toString(exchange.stream()));
        if (lingerMillis > 0) {
            p.setProperty("lingerMillis", Long.toString(lingerMillis));
        }
        if (load != null) {
            load.put(p);
        }
        if (partner != null) {
            p.setProperty("partner.testClass", partner.testClass());
            p.setProperty("partner.method", partner.method());
            p.setProperty("partner.seed", Long.toString(partner.seed()));
            if (partner.ownLoader()) {
                p.setProperty("partner.loaderClasspath", partner.loaderClasspath());
                p.setProperty("partner.sharedClasspath", partner.sharedClasspath());
            }
        }
        return p;
    }

    private static void putSteady(Properties p, SteadyPhase phase) {
        Steady s = phase.settings();
        p.setProperty("steady.forks", Integer.toString(s.forks()));
        p.setProperty("steady.iterationMillis", Long.toString(s.iterationMillis()));
        p.setProperty("steady.window", Integer.toString(s.window()));
        p.setProperty("steady.tolerance", Double.toString(s.tolerance()));
        p.setProperty("steady.warmupMillis", Long.toString(s.warmupMillis()));
        p.setProperty("steady.iterations", Integer.toString(s.iterations()));
        p.setProperty("steady.pairing", s.pairing());
        p.setProperty("steady.maxCompileShare", Double.toString(phase.maxCompileShare()));
    }

    /** The steady phase of the properties, or {@code null} for a fork that runs none. */
    private static SteadyPhase readSteady(Properties p, File file) {
        if (p.getProperty("steady.iterations") == null) {
            return null;
        }
        Steady settings = new Steady(Integer.parseInt(LinkFiles.require(p, "steady.forks", file)),
                Long.parseLong(LinkFiles.require(p, "steady.iterationMillis", file)),
                Integer.parseInt(LinkFiles.require(p, "steady.window", file)),
                Double.parseDouble(LinkFiles.require(p, "steady.tolerance", file)),
                Long.parseLong(LinkFiles.require(p, "steady.warmupMillis", file)),
                Integer.parseInt(p.getProperty("steady.iterations")), LinkFiles.require(p, "steady.pairing", file));
        return new SteadyPhase(settings, Double.parseDouble(LinkFiles.require(p, "steady.maxCompileShare", file)));
    }

    public void write(Path file) throws IOException {
        LinkFiles.writeAtomically(toProperties(), file, "junit-sdkbench fork spec");
    }

    public static ForkSpec read(File file) throws IOException {
        Properties p = LinkFiles.read(file);
        SteadyPhase steady = readSteady(p, file);
        Exchange exchange = new Exchange(LinkFiles.require(p, "baseUrl", file), LinkFiles.require(p, "apiKey", file),
                LinkFiles.require(p, "prompt", file), Integer.parseInt(LinkFiles.require(p, "maxTokens", file)),
                p.getProperty("model"), Boolean.parseBoolean(p.getProperty("stream", "false")),
                LinkFiles.require(p, "expectedText", file), Integer.parseInt(LinkFiles.require(p, "inputTokens", file)),
                Integer.parseInt(LinkFiles.require(p, "outputTokens", file)));
        return new ForkSpec(LinkFiles.require(p, "testClass", file), LinkFiles.require(p, "method", file), exchange,
                Integer.parseInt(LinkFiles.require(p, "warmup", file)), Integer.parseInt(LinkFiles.require(p, "requests", file)),
                steady, p.getProperty("expectedCpus"), new File(LinkFiles.require(p, "resultFile", file)),
                Long.parseLong(p.getProperty("lingerMillis", "0")), p.getProperty("partner.method") == null ? null
                        : new Partner(LinkFiles.require(p, "partner.testClass", file), p.getProperty("partner.method"),
                                Long.parseLong(LinkFiles.require(p, "partner.seed", file)), p.getProperty("partner.loaderClasspath"),
                                p.getProperty("partner.sharedClasspath")), LoadPlan.read(p));
    }
}
