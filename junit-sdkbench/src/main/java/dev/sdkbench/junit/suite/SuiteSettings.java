package dev.sdkbench.junit.suite;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.settings.ResolvedRunSettings;
import dev.sdkbench.junit.settings.SettingsException;
import dev.sdkbench.junit.settings.SettingsResolver;
import dev.sdkbench.junit.settings.Shard;
import dev.sdkbench.junit.settings.SideBySide;

/**
 * A suite's settings: each member's, resolved as if it ran alone but on its module's classpath file and
 * library, without the cases an excluded tag leaves out; and the run's, which holds every member's cases
 * under {@code MemberClass.method} ids with the CPUs, fixture and network that the members share.
 *
 * @param run     the settings the one run goes by
 * @param members each member class's own settings, in module order
 */
public record SuiteSettings(ResolvedRunSettings run, List<ResolvedRunSettings> members) {

    public SuiteSettings {
        members = List.copyOf(members);
    }

    /** The id a member's case has in the suite's run. */
    public static String caseId(ResolvedRunSettings member, String id) {
        return member.testClass().getSimpleName() + "." + id;
    }

    public static SuiteSettings resolve(Class<?> suite, List<SuiteMember> modules, Function<String, Optional<String>> config,
                                        Set<String> excludedTags) {
        List<ResolvedRunSettings> members = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (SuiteMember m : modules) {
            Map<String, String> own = Map.of(SettingsResolver.PREFIX + "classpathFile", m.classpathFile().toString(),
                    SettingsResolver.PREFIX + "library", m.library() == null ? "" : m.library());
            ResolvedRunSettings resolved = new SettingsResolver(key -> own.containsKey(key) ? Optional.of(own.get(key)) : config.apply(key))
                    .resolve(m.testClass());
            boolean classTagged = SuiteModules.tagged(m.testClass(), excludedTags);
            Set<String> kept = SettingsResolver.caseMethods(m.testClass()).stream()
                    .filter(method -> !classTagged && !SuiteModules.tagged(method, excludedTags))
                    .map(Method::getName).collect(Collectors.toSet());
            ResolvedRunSettings member = resolved.onlyCases(kept);
            if (member.cases().stream().allMatch(member::isReference)) {
                continue; // every case is tagged out
            }
            if (member.sideBySide().baseline() != null) {
                problems.add(m.testClass().getSimpleName() + " runs on a baseline classpath, which a suite does not:"
                        + " run it alone, or leave baseline and baselineClasspathFile unset");
            }
            if (!names.add(m.testClass().getSimpleName())) {
                problems.add("two members are named " + m.testClass().getSimpleName() + ": the suite names their cases"
                        + " Class.method, so rename one or leave its module out");
            }
            members.add(member);
        }
        if (members.isEmpty() && problems.isEmpty()) {
            problems.add("no member case is left once the tags " + excludedTags + " are excluded: change sdkbench.suite.excludedTags");
        }
        if (!problems.isEmpty()) {
            throw new SettingsException(suite, problems);
        }
        ResolvedRunSettings first = members.get(0);
        // One seed orders the one schedule; each member's results record it.
        members.replaceAll(m -> new ResolvedRunSettings(m.testClass(), m.library(), m.classpathFile(), first.seed(), m.cases(), m.forks(),
                m.fixture(), m.machineProbe(), m.sideBySide()));
        for (ResolvedRunSettings member : members) {
            if (!member.forks().equals(first.forks()) || !member.fixture().equals(first.fixture())
                    || member.machineProbe() != first.machineProbe()) {
                problems.add(member.testClass().getSimpleName() + "'s CPUs, fixture, network or machine probe differ from "
                        + first.testClass().getSimpleName() + "'s, and the suite's forks share them: give both the same"
                        + " (configuration parameters set them for every member), or leave one out");
            }
        }
        if (!problems.isEmpty()) {
            throw new SettingsException(suite, problems);
        }
        return of(suite, members);
    }

    /**
     * The suite's share of a CI shard ({@code sdkbench.shard}; {@link Shard#share}): the cases dealt to it
     * across every member, with the reference cases they are read against; empty when the shard holds none
     * of its cases.
     */
    public Optional<SuiteSettings> share(Shard shard) {
        List<ResolvedRunSettings> share = shard.share(members);
        return share.isEmpty() ? Optional.empty() : Optional.of(of(run.testClass(), share));
    }

    /** The one run of the members' cases, under {@code MemberClass.method} ids, with what the first member says they share. */
    private static SuiteSettings of(Class<?> suite, List<ResolvedRunSettings> members) {
        ResolvedRunSettings first = members.get(0);
        List<ResolvedCaseSettings> cases = new ArrayList<>();
        for (ResolvedRunSettings member : members) {
            member.cases().forEach(c -> cases.add(c.withId(caseId(member, c.id()))));
        }
        SideBySide shared = new SideBySide(null, List.of(), null, null, null, first.sideBySide().tolerance(),
                first.sideBySide().budgetSeconds());
        ResolvedRunSettings run = new ResolvedRunSettings(suite, "", null, first.seed(), cases, first.forks(), first.fixture(),
                first.machineProbe(), shared);
        return new SuiteSettings(run, members);
    }
}
