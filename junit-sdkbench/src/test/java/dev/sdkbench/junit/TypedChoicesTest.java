package dev.sdkbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dev.sdkbench.fixture.dialect.Dialects;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.results.model.WireProfile;
import dev.sdkbench.reports.render.ScenarioMatrix;

/**
 * The fixture's registries ({@code Dialects}, {@code Scenarios}) are the one list of dialects and
 * scenarios. What other modules must keep of them, because an annotation needs an enum constant or
 * because reports cannot see the fixture, is checked here against them, and a mismatch fails naming
 * what to add or remove where: the annotations' enums, the reports' scenario order, and the wire
 * profile's copy of the fields each dialect and scenario declares as asked for.
 */
class TypedChoicesTest {

    private static final UnaryOperator<String> CONSTANT = id -> id.toUpperCase(Locale.ROOT).replace('-', '_');
    private static final UnaryOperator<String> QUOTED = id -> "\"" + id + "\"";

    @Test
    void theDialectEnumHasAConstantForEachBuiltInDialectInTheFixturesOrder() {
        List<String> fixture = Dialects.all().stream().map(d -> d.id()).toList();
        List<String> constants = Arrays.stream(Dialect.values()).filter(d -> d != Dialect.INHERIT && d != Dialect.NONE)
                .map(Dialect::id).toList();

        assertThat(differences(fixture, constants, "dev.sdkbench.junit.Dialect (before NONE)", CONSTANT)).isEmpty();
        assertThat(Dialect.values()).startsWith(Dialect.INHERIT).endsWith(Dialect.NONE);
    }

    @Test
    void theScenarioEnumHasAConstantForEachScenarioInTheFixturesOrder() {
        List<String> fixture = Scenarios.all().stream().map(s -> s.id()).toList();
        List<String> constants = Arrays.stream(Scenario.values()).filter(s -> s != Scenario.INHERIT).map(Scenario::id).toList();

        assertThat(differences(fixture, constants, "dev.sdkbench.junit.Scenario", CONSTANT)).isEmpty();
        assertThat(Scenario.values()).startsWith(Scenario.INHERIT);
    }

    @Test
    void theReportsScenarioMatrixListsTheFixturesScenariosInTheirOrder() {
        List<String> fixture = Scenarios.all().stream().map(s -> s.id()).toList();
        List<String> order = ScenarioMatrix.ORDER.stream().filter(s -> !s.equals(ScenarioMatrix.STREAMING)).toList();

        assertThat(differences(fixture, order, "reports' ScenarioMatrix.ORDER", QUOTED)).isEmpty();
        assertThat(ScenarioMatrix.ORDER.indexOf(ScenarioMatrix.STREAMING)).as("streaming right after plain")
                .isEqualTo(ScenarioMatrix.ORDER.indexOf(ScenarioMatrix.PLAIN) + 1);
    }

    @Test
    void theWireProfilesMinimumIsWhatEachBuiltInDialectDeclares() {
        List<String> problems = new ArrayList<>();
        for (var dialect : Dialects.all()) {
            List<String> declared = dialect.wireFields().minimum();
            List<String> copied = WireProfile.MINIMUM_BY_DIALECT.get(dialect.id());
            if (copied == null || !Set.copyOf(copied).equals(Set.copyOf(declared))) {
                problems.add("put \"" + dialect.id() + "\", " + listOf(declared) + " in reports' WireProfile.MINIMUM_BY_DIALECT, as "
                        + dialect.getClass().getSimpleName() + ".wireFields().minimum() declares"
                        + (copied == null ? "" : " (it has " + listOf(copied) + ")"));
            }
        }
        List<String> ids = Dialects.all().stream().map(d -> d.id()).toList();
        WireProfile.MINIMUM_BY_DIALECT.keySet().stream().filter(id -> !ids.contains(id)).sorted().forEach(id -> problems.add(
                "remove \"" + id + "\" from reports' WireProfile.MINIMUM_BY_DIALECT: the fixture has no such dialect"));

        assertThat(problems).isEmpty();
    }

    @Test
    void theWireProfilesScenarioFieldsAreWhatEachScenarioAddsInAnyDialect() {
        List<String> problems = new ArrayList<>();
        for (var scenario : Scenarios.all()) {
            List<String> added = Dialects.all().stream().flatMap(d -> scenario.wireFields(d).stream()).distinct().toList();
            List<String> copied = WireProfile.ADDED_BY_SCENARIO.getOrDefault(scenario.id(), List.of());
            if (added.isEmpty() && !copied.isEmpty()) {
                problems.add("remove \"" + scenario.id() + "\" from reports' WireProfile.ADDED_BY_SCENARIO: its wireFields add none");
            } else if (!Set.copyOf(copied).equals(Set.copyOf(added))) {
                problems.add("put \"" + scenario.id() + "\", " + listOf(added) + " in reports' WireProfile.ADDED_BY_SCENARIO, what "
                        + scenario.getClass().getSimpleName() + ".wireFields(dialect) adds over the built-in dialects"
                        + (copied.isEmpty() ? "" : " (it has " + listOf(copied) + ")"));
            }
        }
        List<String> ids = Scenarios.all().stream().map(s -> s.id()).toList();
        WireProfile.ADDED_BY_SCENARIO.keySet().stream().filter(id -> !ids.contains(id)).sorted().forEach(id -> problems.add(
                "remove \"" + id + "\" from reports' WireProfile.ADDED_BY_SCENARIO: the fixture has no such scenario"));

        assertThat(problems).isEmpty();
    }

    @Test
    void aConstantReadsAsItsIdInMessages() {
        assertThat(Dialect.CHAT + " " + Dialect.BEDROCK_CONVERSE + " " + Scenario.RAPID_FIRE).isEqualTo("chat bedrock-converse rapid-fire");
        assertThat(Dialect.INHERIT.id()).isNull();
        assertThat(Scenario.INHERIT.id()).isNull();
        assertThat(Dialect.INHERIT).hasToString("INHERIT");
    }

    /** What to add to, remove from or reorder in {@code where} so that {@code copy} lists the fixture's ids in its order. */
    private static List<String> differences(List<String> fixture, List<String> copy, String where, UnaryOperator<String> name) {
        List<String> problems = new ArrayList<>();
        fixture.stream().filter(id -> !copy.contains(id)).forEach(id -> problems.add("add " + name.apply(id) + " to " + where
                + " for the fixture's '" + id + "'"));
        copy.stream().filter(id -> !fixture.contains(id)).forEach(id -> problems.add("remove " + name.apply(id) + " from " + where
                + ", or register '" + id + "' in the fixture"));
        if (problems.isEmpty() && !copy.equals(fixture)) {
            problems.add("order " + where + " as the fixture registers them: "
                    + fixture.stream().map(name).collect(Collectors.joining(", ")));
        }
        return problems;
    }

    private static String listOf(List<String> fields) {
        return fields.stream().map(QUOTED).collect(Collectors.joining(", ", "List.of(", ")"));
    }
}
