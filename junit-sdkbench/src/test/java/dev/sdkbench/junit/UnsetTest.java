package dev.sdkbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Every element of the grouped annotations that a user may leave out defaults to its kind's blank, named once in
 * {@link Unset} or as its enum's {@code DEFAULT}, so that the resolver can tell "not set here" from a value: no bare
 * number, and no array standing in for an optional value.
 */
class UnsetTest {

    @Test
    void everyElementOfTheGroupsDefaultsToItsKindsBlank() {
        List<String> problems = new ArrayList<>();
        for (Class<?> group : List.of(Startup.class, Steady.class, Forks.class, Fixture.class, Load.class, Sizes.class)) {
            for (Method element : group.getDeclaredMethods()) {
                String problem = blankProblem(element.getReturnType(), element.getDefaultValue());
                if (problem != null) {
                    problems.add("@" + group.getSimpleName() + "(" + element.getName() + ") " + problem);
                }
            }
        }

        assertThat(problems).as("elements whose default is no blank").isEmpty();
    }

    /** What is wrong with {@code value} as the default of an element of {@code type}, or {@code null}. */
    private static String blankProblem(Class<?> type, Object value) {
        if (type == int.class || type == long.class || type == double.class) {
            return ((Number) value).doubleValue() == Unset.NUMBER ? null : "defaults to " + value + ": use Unset.NUMBER";
        }
        if (type == String.class) {
            return Unset.TEXT.equals(value) ? null : "defaults to \"" + value + "\": use Unset.TEXT";
        }
        if (type.isEnum()) {
            return ((Enum<?>) value).name().equals("DEFAULT") ? null : "defaults to " + value + ": give " + type.getSimpleName()
                    + " a DEFAULT constant and use it";
        }
        if (type == int[].class) { // a list that is one value, as a load ladder: empty is unset, no ladder has no step
            return ((int[]) value).length == 0 ? null : "defaults to " + Arrays.toString((int[]) value) + ": use {} (unset)";
        }
        if (type == String[].class) { // a list that adds up, as jvmArgs: empty is none, not unset
            return ((String[]) value).length == 0 ? null : "adds " + Arrays.toString((String[]) value) + " by default";
        }
        return "is a " + type.getSimpleName() + ": use a number, a text or an enum with a DEFAULT constant"
                + (type.isArray() ? " (an array is no optional)" : "");
    }
}
