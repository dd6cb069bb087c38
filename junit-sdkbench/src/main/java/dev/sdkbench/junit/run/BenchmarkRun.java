package dev.sdkbench.junit.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import dev.sdkbench.fixture.Recording;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.MachineNoise;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.stats.paired.BothOrders;
import dev.sdkbench.junit.StartupPairing;
import dev.sdkbench.junit.SteadyPairing;
import dev.sdkbench.junit.console.SideBySideLines;
import dev.sdkbench.junit.launch.CaseClasspath;
import dev.sdkbench.junit.launch.CpuLocks;
import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.launch.TestClasspath;
import dev.sdkbench.junit.network.Isolation;
import dev.sdkbench.junit.network.WorkerFixture;
import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.probe.MachineProbe;
import dev.sdkbench.junit.probe.NoiseReading;
import dev.sdkbench.junit.probe.NoiseReadings;
import dev.sdkbench.junit.settings.ForkJdk;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.settings.ResolvedRunSettings;
import dev.sdkbench.junit.settings.Defaults;
import dev.sdkbench.junit.settings.SideBySide;
import dev.sdkbench.junit.settings.AppliedPairing;
import dev.sdkbench.junit.settings.ForkEstimates;
import dev.sdkbench.junit.settings.SettingsException;
import dev.sdkbench.junit.summary.CaseSummary;
import dev.sdkbench.junit.summary.PassedFork;
import dev.sdkbench.junit.summary.RetrySummary;
import dev.sdkbench.junit.summary.StreamFixtures;
import dev.sdkbench.results.model.CaseSettings.Startup;
import dev.sdkbench.results.model.StreamFixture;
import dev.sdkbench.results.model.StreamPacing;
import dev.sdkbench.results.stats.paired.Looks;
import dev.sdkbench.results.stats.paired.SequentialBoundary;

/**
 * Runs every fork of a benchmark class: plans the CPUs ({@link Slots}), decides the forks' network,
 * probes the machine's own spread, starts one fixture per worker, whose {@link Worker} takes the forks from a
 * {@link ForkPlanner} (interleaved, shuffled, until each case is precise or spent), judges each
 * fork ({@link ForkRunner}) and aggregates the cases ({@link CaseSummary}). Forks of a case stop at
 * its first failure; every other case goes on.
 */
public final class BenchmarkRun {

    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(30);

    private final ResolvedRunSettings settings;
    /** The classes whose cases run: the class alone, or a suite's members. */
    private final List<ResolvedRunSettings> members;
    private final Path directory;
    private final PrintStream progress;
    private final Map<Class<?>, CaseClasspath> memberClasspaths = new LinkedHashMap<>();
    /** Which steady pairing applied to each compared case with steady forks, and why, for the console and results. */
    private final Map<String, String> steadyPairings = new LinkedHashMap<>();
    /** Which start-up pairing applied to each case with a baseline classpath, and why: for the console and results. */
    private final Map<String, String> startupPairings = new LinkedHashMap<>();

    public BenchmarkRun(ResolvedRunSettings settings, Path directory, PrintStream progress) {
        this(settings, List.of(settings), directory, progress);
    }

    /**
     * A suite's run: {@code settings} holds what the run shares and every member's cases under
     * {@code MemberClass.method} ids ({@code SuiteSettings}); each member's cases fork on its own classpath.
     */
    public BenchmarkRun(ResolvedRunSettings settings, List<ResolvedRunSettings> members, Path directory, PrintStream progress) {
        this.settings = settings;
        this.members = List.copyOf(members);
        this.directory = directory;
        this.progress = progress;
    }

    /** Whether this runs a suite's members rather than one class. */
    private boolean suite() {
        return members.size() != 1 || members.get(0) != settings;
    }

    /** A member's case's id in this run. */
    private String caseId(ResolvedRunSettings member, String id) {
        return suite() ? member.testClass().getSimpleName() + "." + id : id;
    }

    public ClassResult run() throws IOException, InterruptedException {
        Instant started = Instant.now();
        Path taskset = settings.forks().pin() ? taskset() : null;
        Isolation isolation = isolation();
        Slots slots = Slots.plan(settings);
        Files.createDirectories(directory);
        Path java = ForkJdk.current().java();
        CaseClasspath classpath = caseClasspath(settings.testClass(), settings.classpathFile(), "classpath file");
        Environment environment = Environments.capture(java, classpath, slots.description(), isolation.description(),
                Recording.lm15().name() + " " + Recording.lm15().sha256(), settings.library());
        Map<String, ForkedCase> forked = forkedCases(classpath, java);
        boolean lockstep = members.stream().anyMatch(m -> m.sideBySide().any());
        List<Pair> pairs = lockstep ? withLooks(pairs(forked), forked) : pairs(forked);
        ForkPlanner planner = new ForkPlanner(forked.values().stream().map(f -> casePlan(f.settings(), pairs)).toList(), settings.seed(),
                lockstep, anchors(pairs), comparisons(pairs));
        LoadForks loads = new LoadForks(ownCases(forked, c -> c.load().runs()), new LoadForkRunner(java, taskset), directory, progress,
                settings.testClass().getSimpleName());
        loads.checkPlacement(slots, settings.testClass());
        ForkRunner runner = new ForkRunner(java, taskset);
        SizeForks sizes = new SizeForks(ownCases(forked, c -> c.sizes().runs(c.stream())), runner, directory, progress,
                settings.testClass().getSimpleName());
        announce(planner.progress(), slots);
        for (String announcement : new String[] {loads.announcement(), sizes.announcement()}) {
            if (announcement != null) {
                progress.println(announcement);
            }
        }
        Map<String, List<ForkOutcome>> outcomes = new ConcurrentHashMap<>();
        MachineNoise noise = runPinned(slots, java, taskset,
                () -> runWorkers(slots, isolation, java, taskset, new Worker(settings, forked, directory, progress, planner, runner,
                        outcomes, System.nanoTime(), slots.slots().size(), loads, sizes)));
        return new ClassResult(settings, environment.withMachineNoise(noise), aggregate(forked, planner, outcomes, loads, sizes),
                pairs, started, Instant.now(), Environments.loadAverage(), directory);
    }

    /** The {@code taskset} that pins the forks; refused, saying what to do, where forks cannot be pinned. */
    private Path taskset() {
        Taskset.cannotPin(System.getenv("PATH"), Path.of("/proc")).ifPresent(why -> {
            throw new SettingsException(settings.testClass(), List.of(why));
        });
        return Taskset.find().orElseThrow();
    }

    /**
     * A suite's run split by member, each as if it had run alone ({@link ClassResult#member}); a class's
     * run is its own only member.
     */
    public List<ClassResult> byMember(ClassResult whole) {
        if (!suite()) {
            return List.of(whole);
        }
        List<ClassResult> split = new ArrayList<>();
        for (ResolvedRunSettings member : members) {
            CaseClasspath classpath = memberClasspaths.get(member.testClass());
            Environment environment = classpath == null ? whole.environment()
                    : Environments.forMember(whole.environment(), classpath, member.library());
            split.add(whole.member(member, environment, caseId(member, "")));
        }
        return split;
    }

    /**
     * Each member's own supported cases that {@code runs} after their planned forks (a load fork, a size ladder): not a
     * baseline classpath's side, nor a reference case of another class, whose own class's run gives theirs.
     */
    private List<ForkedCase> ownCases(Map<String, ForkedCase> forked, java.util.function.Predicate<ResolvedCaseSettings> runs) {
        List<ForkedCase> own = new ArrayList<>();
        for (ResolvedRunSettings member : members) {
            member.cases().stream().filter(c -> c.unsupported() == null && runs.test(c))
                    .map(c -> forked.get(caseId(member, c.id()))).filter(java.util.Objects::nonNull).forEach(own::add);
        }
        return own;
    }

    /**
     * Every case the run forks, by id: each supported case on its class's classpath; with a baseline
     * classpath each case but the reference once more on it, as {@code method@label}; and the other
     * class's reference case of each case's dialect, on the reference classpath, with the protocol of
     * the first case read against it (once, however many members read it).
     */
    private Map<String, ForkedCase> forkedCases(CaseClasspath own, Path java) throws IOException, InterruptedException {
        Map<String, ForkedCase> forked = new LinkedHashMap<>();
        Map<Class<?>, CaseClasspath> referenceClasspaths = new LinkedHashMap<>();
        for (ResolvedRunSettings member : members) {
            SideBySide sideBySide = member.sideBySide();
            SideBySide.Baseline baseline = sideBySide.baseline();
            CaseClasspath classpath = member == settings ? own
                    : caseClasspath(member.testClass(), member.classpathFile(), "classpath file");
            memberClasspaths.put(member.testClass(), classpath);
            CaseClasspath baselineClasspath = baseline == null ? null : baselineClasspath(member.testClass(), classpath, baseline);
            for (ResolvedCaseSettings asked : member.cases()) {
                if (asked.unsupported() != null) {
                    continue;
                }
                ResolvedCaseSettings c = withAppliedPairing(asked, caseId(member, asked.id()), sideBySide);
                String id = caseId(member, c.id());
                forked.put(id, new ForkedCase(c.withId(id), member.testClass(), c.id(), classpath));
                if (baseline != null && !member.isReference(c)) {
                    String baselineId = baseline.caseId(id);
                    forked.put(baselineId, new ForkedCase(c.withId(baselineId), member.testClass(), c.id(), baselineClasspath));
                }
                Optional<SideBySide.ReferenceCase> reference = sideBySide.referenceFor(c);
                if (reference.isPresent() && !forked.containsKey(reference.get().id())) {
                    SideBySide.ReferenceCase r = reference.get();
                    CaseClasspath referenceClasspath = referenceClasspaths.computeIfAbsent(r.testClass(),
                            type -> referenceClasspath(member, type));
                    forked.put(r.id(), new ForkedCase(sideBySide.referenceSettings(c, r), r.testClass(), r.method(), referenceClasspath));
                }
            }
        }
        Map<String, ForkedCase> paired = withSteadyPartners(withSameJvmBaselines(forked, java));
        steadyPairings.forEach((id, why) -> progress.println("[sdkbench] " + id + ": steady figure in " + why));
        return withEarlyPartners(paired, java);
    }

    /**
     * Against a baseline classpath, each round's two start-up forks run both builds, call by call through the early
     * block: the case's fork with the baseline beside it, the baseline's fork with the case beside it, the other build
     * in a class loader of its own. A round thus reads the early figures in both orders ({@link BothOrders}), and each
     * JVM's JIT state and moment of the machine fall on both builds alike, where two JVMs land ±15% apart. Builds that
     * cannot load in one JVM ({@link SameJvmBaseline}, checked both ways) keep them in separate JVMs, as the console says.
     */
    private Map<String, ForkedCase> withEarlyPartners(Map<String, ForkedCase> forked, Path java)
            throws IOException, InterruptedException {
        for (Pair pair : pairs(forked)) {
            if (pair.role() != Pair.Role.BASELINE) {
                continue;
            }
            ForkedCase c = forked.get(pair.caseId());
            String why = earlyPairing(c, forked.get(pair.referenceId()), forked, java);
            startupPairings.put(c.id(), why);
            progress.println("[sdkbench] " + c.id() + ": early figures in " + why);
        }
        return forked;
    }

    /** Pairs the case and its baseline side in each other's start-up forks where that applies; which applied, and why. */
    private String earlyPairing(ForkedCase c, ForkedCase baseline, Map<String, ForkedCase> forked, Path java)
            throws IOException, InterruptedException {
        StartupPairing asked = c.settings().startupPairing();
        if (asked == StartupPairing.SEPARATE_JVMS) {
            return "separate JVMs: startup.pairing=separate_jvms";
        }
        long seed = settings.seed() * 31 + c.id().hashCode();
        ForkedCase.OtherSide baselineBeside = otherBuild(baseline, c, seed);
        ForkedCase.OtherSide caseBeside = otherBuild(c, baseline, seed);
        String refusal = c.sameJvmRefused() != null ? c.sameJvmRefused() : earlyRefusal(c, baselineBeside, java);
        refusal = refusal != null ? refusal : earlyRefusal(baseline, caseBeside, java);
        if (refusal != null) {
            return "separate JVMs: the two builds cannot load in one (" + refusal.lines().findFirst().orElse("") + ")";
        }
        forked.put(c.id(), c.withEarlyPartner(baselineBeside));
        forked.put(baseline.id(), baseline.withEarlyPartner(caseBeside));
        return "both builds in each start-up fork, call by call, each fork's own build first: "
                + (asked == StartupPairing.SAME_JVM ? "startup.pairing=same_jvm" : "the default with a baseline");
    }

    /** {@code other}'s build beside {@code host}'s in one JVM, in a class loader of its own. */
    private static ForkedCase.OtherSide otherBuild(ForkedCase other, ForkedCase host, long seed) {
        return new ForkedCase.OtherSide(other.testClass(), other.method(), seed, host.classpath(), new ForkedCase.OwnLoader(
                other.classpath().ownLoaderEntries(other.testClass()), host.classpath().sharedWithOwnLoader(host.testClass())));
    }

    /** Why {@code other} cannot load beside {@code host} in one JVM, or {@code null}; the check's files in the host's folder. */
    private String earlyRefusal(ForkedCase host, ForkedCase.OtherSide other, Path java) throws IOException, InterruptedException {
        return SameJvmBaseline.refusal(host, ForkRunner.partner(other, other.seed()), host.classpath().forkClasspath(), java,
                directory.resolve(host.id()));
    }

    /**
     * The case with the steady pairing that applies to it ({@link AppliedPairing}): unset, pair forks against a
     * baseline, JVMs of their own otherwise. A compared case with steady forks keeps why, for the console and results.
     */
    private ResolvedCaseSettings withAppliedPairing(ResolvedCaseSettings c, String id, SideBySide sideBySide) {
        AppliedPairing applied = AppliedPairing.of(c.steadyPairing(), sideBySide.baseline() != null);
        if (c.steady().forks() > 0 && sideBySide.compares(c)) {
            steadyPairings.put(id, applied.why());
        }
        return c.withSteady(c.steady().withPairing(applied.pairing().name()));
    }

    /**
     * With pair forks ({@code steady.pairing=same_jvm}, the default) and a baseline classpath, each case runs its baseline side in
     * its steady forks' JVMs, in a class loader of its own (the baseline's case entries and the benchmark's
     * classes first; the JDK and this library's API shared), and the baseline side runs no steady forks of
     * its own: the pair forks give both sides' steady figures. A baseline that cannot load beside its
     * candidate ({@link SameJvmBaseline}) keeps its steady forks in JVMs of its own, which the console and
     * the case's results say.
     */
    private Map<String, ForkedCase> withSameJvmBaselines(Map<String, ForkedCase> forked, Path java)
            throws IOException, InterruptedException {
        for (Pair pair : pairs(forked)) {
            ForkedCase c = forked.get(pair.caseId());
            ForkedCase baseline = forked.get(pair.referenceId());
            if (pair.role() != Pair.Role.BASELINE || c.settings().steady().forks() == 0
                    || c.settings().steadyPairing() != SteadyPairing.SAME_JVM) {
                continue;
            }
            ForkedCase.OtherSide partner = new ForkedCase.OtherSide(baseline.testClass(), baseline.method(),
                    settings.seed() * 31 + c.id().hashCode(), c.classpath(), new ForkedCase.OwnLoader(
                            baseline.classpath().ownLoaderEntries(baseline.testClass()), c.classpath().sharedWithOwnLoader(c.testClass())));
            String refusal = SameJvmBaseline.refusal(c, ForkRunner.partner(partner, partner.seed()), c.classpath().forkClasspath(),
                    java, directory.resolve(c.id()));
            if (refusal != null) {
                progress.println("[sdkbench] " + c.id() + ": steady.pairing=same_jvm cannot apply to its baseline side " + baseline.id()
                        + ", which runs its steady forks in JVMs of its own: " + refusal.lines().findFirst().orElse("") + " (the check's files: "
                        + directory.resolve(c.id()).resolve(SameJvmBaseline.FOLDER) + ")");
                forked.put(c.id(), c.withSameJvmRefused(refusal));
                steadyPairings.put(c.id(), AppliedPairing.refused(refusal).why());
                continue;
            }
            forked.put(c.id(), c.withSteadyPartner(partner));
            forked.put(baseline.id(), new ForkedCase(baseline.settings().withSteady(baseline.settings().steady().withForks(0)),
                    baseline.testClass(), baseline.method(), baseline.classpath()));
        }
        return forked;
    }

    /**
     * With {@code steady.pairing=same_jvm}, each case read against a reference runs that reference in
     * its steady forks' JVMs, on its own classpath joined with the reference's, unless they run its
     * baseline side already. A reference of another class that only pair forks read runs no steady
     * forks of its own here: its own class's run measures it alone, and the pair forks give the ratio.
     */
    private Map<String, ForkedCase> withSteadyPartners(Map<String, ForkedCase> forked) {
        Map<String, Boolean> onlyInPairForks = new LinkedHashMap<>();
        for (Pair pair : pairs(forked)) {
            ForkedCase c = forked.get(pair.caseId());
            ForkedCase reference = forked.get(pair.referenceId());
            if (pair.role() != Pair.Role.REFERENCE || c.settings().steady().forks() == 0) {
                continue;
            }
            boolean sameJvm = c.settings().steadyPairing() == SteadyPairing.SAME_JVM && c.steadyPartner() == null;
            onlyInPairForks.merge(reference.id(), sameJvm, Boolean::logicalAnd);
            if (sameJvm) {
                long seed = settings.seed() * 31 + c.id().hashCode();
                forked.put(c.id(), c.withSteadyPartner(new ForkedCase.OtherSide(reference.testClass(), reference.method(), seed,
                        c.classpath().withPartner(reference.classpath()), null)));
            }
        }
        onlyInPairForks.forEach((id, only) -> {
            ForkedCase reference = forked.get(id);
            if (only && members.stream().noneMatch(m -> m.testClass() == reference.testClass())) {
                forked.put(id, new ForkedCase(reference.settings().withSteady(reference.settings().steady().withForks(0)),
                        reference.testClass(), reference.method(), reference.classpath()));
            }
        });
        return forked;
    }

    private CaseClasspath referenceClasspath(ResolvedRunSettings member, Class<?> type) {
        try {
            return caseClasspath(type, member.sideBySide().referenceClasspathFile(), "reference classpath file");
        } catch (IOException e) {
            throw new SettingsException(settings.testClass(), List.of("the reference classpath: " + e.getMessage()));
        }
    }

    /**
     * A case classpath, from {@code file} when there is one; what the file held of the harness or the
     * test run, which no fork gets, is named on the console, so that a file written with every scope
     * is seen to be one.
     */
    private CaseClasspath caseClasspath(Class<?> type, Path file, String what) throws IOException {
        CaseClasspath classpath = CaseClasspath.of(type, file, testClasspath());
        List<String> leftOut = file == null ? List.of() : classpath.leftOut(file);
        if (!leftOut.isEmpty()) {
            progress.println("[sdkbench] " + type.getSimpleName() + ": the " + what + " " + file + " holds " + leftOut.size()
                    + " entries of the harness or the test run (JUnit, Surefire, the harness's jars and what they bring), left out"
                    + " as from the test classpath: " + String.join(", ", leftOut.stream().map(e -> Path.of(e).getFileName().toString())
                    .toList()) + "; '" + ResolvedRunSettings.CLASSPATH_FILE_COMMAND + "' writes none");
        }
        return classpath;
    }

    /**
     * A baseline side's classpath: its file's, or the candidate's with the baseline's jars in place of the candidate's
     * of the same artifacts ({@link CaseClasspath#withBaseline}), which the console lists.
     */
    private CaseClasspath baselineClasspath(Class<?> type, CaseClasspath candidate, SideBySide.Baseline baseline)
            throws IOException {
        if (baseline.classpathFile() != null) {
            return caseClasspath(type, baseline.classpathFile(), "baseline classpath file");
        }
        CaseClasspath swapped = candidate.withBaseline(type, baseline.jars());
        List<String> replaced = candidate.caseEntries().stream().filter(e -> !swapped.caseEntries().contains(e))
                .map(e -> Path.of(e).getFileName().toString()).toList();
        progress.println("[sdkbench] " + type.getSimpleName() + ": the baseline side runs on the candidate's classpath with "
                + String.join(", ", baseline.jars().stream().map(j -> j.path().getFileName().toString()).toList()) + " first, in"
                + " place of the candidate's " + (replaced.isEmpty() ? "nothing (none of its entries is a jar of the same"
                + " artifacts)" : String.join(", ", replaced)));
        return swapped;
    }

    /** Which forked cases are read against which: each case against its baseline side, and against the reference. */
    private List<Pair> pairs(Map<String, ForkedCase> forked) {
        List<Pair> pairs = new ArrayList<>();
        for (ResolvedRunSettings member : members) {
            SideBySide sideBySide = member.sideBySide();
            for (ResolvedCaseSettings c : member.cases()) {
                String id = caseId(member, c.id());
                if (!forked.containsKey(id) || member.isReference(c)) {
                    continue;
                }
                ForkedCase.OtherSide partner = forked.get(id).steadyPartner();
                boolean baselineBeside = partner != null && partner.ownLoader() != null;
                boolean referenceBeside = partner != null && partner.ownLoader() == null;
                if (sideBySide.baseline() != null) {
                    pairs.add(new Pair(id, sideBySide.baseline().caseId(id), Pair.Role.BASELINE, baselineBeside));
                }
                if (sideBySide.reference() != null && forked.containsKey(caseId(member, sideBySide.reference()))) {
                    pairs.add(new Pair(id, caseId(member, sideBySide.reference()), Pair.Role.REFERENCE, referenceBeside));
                }
                sideBySide.referenceFor(c).ifPresent(r -> pairs.add(new Pair(id, r.id(), Pair.Role.REFERENCE, referenceBeside)));
            }
        }
        return pairs;
    }

    /**
     * The pairs with their planned looks where the rounds stop on the data: both cases may run more start-up forks
     * than their fewest. A pair of a count fixed in advance ({@code startup.minForks} = {@code startup.forks}) keeps
     * none, and with them the fixed-count interval, which is narrower.
     */
    private static List<Pair> withLooks(List<Pair> pairs, Map<String, ForkedCase> forked) {
        List<Pair> out = new ArrayList<>();
        for (Pair pair : pairs) {
            Startup a = forked.get(pair.caseId()).settings().startup();
            Startup b = forked.get(pair.referenceId()).settings().startup();
            boolean open = a.forks() > a.minForks() && b.forks() > b.minForks();
            boolean pairForks = open && pair.sameJvm() && pair.role() == Pair.Role.BASELINE;
            out.add(new Pair(pair.caseId(), pair.referenceId(), pair.role(),
                    open ? Looks.upTo(Math.min(a.forks(), b.forks())).counts() : List.of(), pair.sameJvm(),
                    pairForks ? Looks.upTo(mostPairForks(forked.get(pair.caseId()).settings())).counts() : List.of()));
        }
        return out;
    }

    /**
     * The most steady pair forks of a case whose pair forks against its baseline stop on the data:
     * {@link Defaults#STEADY_PAIR_FORKS_MOST}, or its {@code steady.forks} if it asks for more.
     */
    private static int mostPairForks(ResolvedCaseSettings c) {
        return Math.max(c.steady().forks(), Defaults.STEADY_PAIR_FORKS_MOST);
    }

    /** The compared pairs as the planner reads them, each look told on the console. */
    private ForkPlanner.Comparisons comparisons(List<Pair> pairs) {
        SideBySide sideBySide = settings.sideBySide();
        return new ForkPlanner.Comparisons(pairs, sideBySide.tolerance(), sideBySide.budgetSeconds() * 1000,
                System::currentTimeMillis, look -> progress.print(SideBySideLines.look(look, sideBySide.tolerance())));
    }

    /**
     * The case each case's forks run next to: its other classpath's side when it has one (the gate's
     * pair), else its reference.
     */
    private static Map<String, String> anchors(List<Pair> pairs) {
        Map<String, String> anchors = new LinkedHashMap<>();
        for (Pair pair : pairs) {
            if (pair.role() == Pair.Role.BASELINE) {
                anchors.put(pair.caseId(), pair.referenceId());
            } else {
                anchors.putIfAbsent(pair.caseId(), pair.referenceId());
            }
        }
        return anchors;
    }

    /** The forks' network, decided once for the run; a network the machine cannot give fails the class. */
    private Isolation isolation() {
        try {
            return Isolation.decide(settings.network());
        } catch (IllegalStateException e) {
            throw new SettingsException(settings.testClass(), List.of(e.getMessage()));
        }
    }

    private void announce(ForkPlanner.Progress first, Slots slots) {
        progress.println("[sdkbench] " + settings.testClass().getSimpleName() + ": " + settings.cases().size() + " cases, "
                + first.planned() + " forks first" + (first.most() > first.planned() ? " (at most " + first.most()
                + " until precise or resolved)" : "") + ", seed " + settings.seed() + "; " + slots.description());
        SideBySide.Baseline baseline = settings.sideBySide().baseline();
        if (baseline != null) {
            progress.println("[sdkbench] " + settings.testClass().getSimpleName() + ": read against the baseline "
                    + baseline.description());
        }
    }

    /** The forks, between the machine probes before and after them. */
    private interface Forks {
        void run() throws IOException, InterruptedException;
    }

    /**
     * Runs the forks with the worker CPUs held machine-wide (another build's forks on them would
     * corrupt both runs' figures) and this JVM's own threads, its JIT compilers above all, kept off
     * them, between a probe of the machine's own spread before and after; returns that spread.
     */
    private MachineNoise runPinned(Slots slots, Path java, Path taskset, Forks forks) throws IOException, InterruptedException {
        try (CpuLocks locks = settings.forks().pin() ? CpuLocks.acquire(slots.workerCpus(), progress) : null) {
            String testJvmCpus = taskset != null ? Taskset.pinThisJvm(taskset, slots.buildCpus().format()) : null;
            try {
                List<NoiseReading> before = new ArrayList<>();
                List<NoiseReading> after = new ArrayList<>();
                String problem = probeMachine(slots, java, taskset, "before", before);
                forks.run();
                String afterProblem = probeMachine(slots, java, taskset, "after", after);
                return NoiseReadings.of(before, after, problem != null ? problem : afterProblem);
            } finally {
                if (testJvmCpus != null) {
                    Taskset.pinThisJvm(taskset, testJvmCpus);
                }
            }
        }
    }

    /** Every case's result, in the settings' order: its forks, what the planner decided for it, and their summary. */
    private List<CaseOutcome> aggregate(Map<String, ForkedCase> forked, ForkPlanner planner, Map<String, List<ForkOutcome>> outcomes,
                                       LoadForks loads, SizeForks sizes) {
        List<ResolvedCaseSettings> all = new ArrayList<>(settings.cases().stream().filter(c -> c.unsupported() != null).toList());
        forked.values().forEach(f -> all.add(f.settings()));
        all.sort(java.util.Comparator.comparing(ResolvedCaseSettings::id));
        List<CaseOutcome> cases = new ArrayList<>();
        for (ResolvedCaseSettings c : all) {
            List<ForkOutcome> forks = outcomes.getOrDefault(c.id(), List.of());
            List<PassedFork> passed = passed(forks);
            boolean ran = c.unsupported() == null;
            ForkedCase f = forked.get(c.id());
            cases.add(new CaseOutcome(c, forks, ran ? planner.skipped(c.id()) : 0, ran ? planner.stop(c.id()) : null,
                    CaseSummary.of(passed, settings.seed(), streamFixture(c, forks),
                            RetrySummary.of(c.scenario().retryAfter(), passed, settings.seed()), c.steady()),
                    f == null ? null : f.sameJvmRefused(), steadyPairings.get(c.id()), startupPairings.get(c.id()),
                    ran ? planner.steadyStop(c.id()) : null, loads.outcome(c.id()), sizes.outcome(c.id())));
        }
        return cases;
    }

    /** The forks that passed and wrote their result, as their case's summary reads them. */
    private static List<PassedFork> passed(List<ForkOutcome> forks) {
        return forks.stream().filter(f -> f.ok() && f.result() != null)
                .map(f -> new PassedFork(f.task().protocol(), f.exit(), f.result(), f.fixture())).toList();
    }

    /** One worker thread per slot, each with its own fixture, taking forks from the planner until it has none. */
    private void runWorkers(Slots slots, Isolation isolation, Path java, Path taskset, Worker worker)
            throws IOException, InterruptedException {
        List<Thread> workers = new ArrayList<>();
        List<Throwable> errors = new ArrayList<>();
        for (Slots.Slot slot : slots.slots()) {
            Thread thread = new Thread(() -> {
                try {
                    work(slot, isolation, java, taskset, worker);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (Exception | Error e) {
                    synchronized (errors) {
                        errors.add(e);
                    }
                }
            }, "sdkbench-worker-" + slot.index());
            workers.add(thread);
            thread.start();
        }
        joinAll(workers);
        if (!errors.isEmpty()) {
            IOException error = new IOException("the benchmark harness failed: " + errors.get(0), errors.get(0));
            errors.stream().skip(1).forEach(error::addSuppressed);
            throw error;
        }
    }

    /** One worker: its own fixture, then its loop over the planner's forks. */
    private void work(Slots.Slot slot, Isolation isolation, Path java, Path taskset, Worker worker)
            throws IOException, InterruptedException {
        try (WorkerFixture fixture = isolation.start(slot.index(), fixtureStartOptions(), java, testClasspath(),
                taskset, slot.fixtureJvmCpus(), slot.fixtureCpu(), directory.resolve("fixture-" + slot.index() + ".log"))) {
            worker.run(slot, fixture);
        }
    }

    private static void joinAll(List<Thread> workers) throws InterruptedException {
        try {
            for (Thread worker : workers) {
                worker.join();
            }
        } catch (InterruptedException e) {
            // Each worker kills its running fork when interrupted; wait for that before giving up.
            workers.forEach(Thread::interrupt);
            for (Thread worker : workers) {
                worker.join(10_000);
            }
            throw e;
        }
    }

    /**
     * Probes the machine's own spread on every worker's CPU, one after another, into {@code readings};
     * a probe that fails costs the run nothing but its reading, and says why.
     */
    private String probeMachine(Slots slots, Path java, Path taskset, String when, List<NoiseReading> readings)
            throws InterruptedException {
        if (!settings.machineProbe()) {
            return null;
        }
        for (Slots.Slot slot : slots.slots()) {
            Path dir = directory.resolve("machine-probe").resolve(when + (slot.cpu() == null ? "" : "-cpu-" + slot.cpu()));
            try {
                Files.createDirectories(dir);
                NoiseReading reading = NoiseReading.run(java, MachineProbe.classpath(), slot.cpu() == null ? null : taskset,
                        slot.cpu(), dir, PROBE_TIMEOUT);
                readings.add(reading);
                progress.println("[sdkbench] " + when + " the forks, " + reading.describe());
            } catch (IOException | RuntimeException e) {
                progress.println("[sdkbench] machine noise " + when + " the forks: no reading: " + e.getMessage());
                return "no reading " + when + " the forks on cpu " + slot.cpu() + ": " + e.getMessage();
            }
        }
        return null;
    }

    /**
     * What the planner needs of a case: its fork counts, precision and budget. A case whose pair forks stop on the data
     * runs first as many as its first steady look with an interval needs (the pair forks come first, so that the steady
     * figure is read at all within the budget), and at most its last steady look.
     */
    private static ForkPlanner.CasePlan casePlan(ResolvedCaseSettings c, List<Pair> pairs) {
        Startup startup = c.startup();
        Looks steadyLooks = pairs.stream().filter(p -> p.caseId().equals(c.id()) && !p.steadyLooks().isEmpty())
                .map(p -> new Looks(p.steadyLooks())).findFirst().orElse(Looks.none());
        int first = steadyLooks.sequential() ? Math.max(c.steady().forks(), SequentialBoundary.of(steadyLooks).firstInterval())
                : c.steady().forks();
        return new ForkPlanner.CasePlan(c.id(), startup.minForks(), startup.forks(), first, startup.precision(),
                startup.caseBudgetSeconds() * 1000, ForkEstimates.steadyBeyondStartupMillis(c.steady()),
                steadyLooks.sequential() ? steadyLooks.last() : first);
    }

    /** The fixture's start options: how it paces streams, from the class's stream settings. */
    private List<String> fixtureStartOptions() {
        StreamPacing stream = settings.stream();
        return List.of("--deltas", Integer.toString(stream.deltas()), "--first-delay-us", Long.toString(stream.firstDelayMicros()),
                "--interval-us", Long.toString(stream.intervalMicros()));
    }

    /** The fixture's share of a streaming case's figures, from the first request one of its forks sent; {@code null} if it does not stream. */
    private StreamFixture streamFixture(ResolvedCaseSettings c, List<ForkOutcome> forks) {
        if (!c.stream()) {
            return null;
        }
        var firstRequest = forks.stream().filter(f -> f.fixture() != null && f.fixture().firstRequest() != null)
                .map(f -> f.fixture().firstRequest()).findFirst().orElse(null);
        return StreamFixtures.of(c, settings.stream(), firstRequest);
    }

    /**
     * The test classpath, as the class loaders that hold the benchmark class see it (not {@code java.class.path}:
     * under the console launcher's {@code -jar} that is the launcher alone); a loader the extension cannot read
     * fails the class, saying how to run it.
     */
    private String testClasspath() {
        try {
            return TestClasspath.of(settings.testClass()).joined();
        } catch (IllegalStateException e) {
            throw new SettingsException(settings.testClass(), List.of(e.getMessage()));
        }
    }
}
