package dev.sdkbench.junit.extension;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Which test methods of each class the launcher is about to run: with {@code -Dtest=Class#method}
 * or an IDE's run of one method, the class's other cases must not fork. A class's
 * {@code BeforeAllCallback} cannot see which of its methods were selected, but the launcher's
 * test plan, filtered already, can; registered through {@code META-INF/services}. Where no
 * launcher ran it (an engine run without the launcher), nothing is known and every case runs.
 */
public final class SelectedCases implements TestExecutionListener {

    private static final Map<String, Set<String>> BY_CLASS = new ConcurrentHashMap<>();

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        testPlan.getRoots().forEach(root -> testPlan.getDescendants(root).forEach(SelectedCases::record));
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        testPlan.getRoots().forEach(root -> testPlan.getDescendants(root).forEach(id -> method(id)
                .ifPresent(m -> BY_CLASS.remove(m.getClassName()))));
    }

    /** The selected method names of {@code testClass}, or empty when no launcher said. */
    static Optional<Set<String>> of(Class<?> testClass) {
        return Optional.ofNullable(BY_CLASS.get(testClass.getName())).map(Set::copyOf);
    }

    private static void record(TestIdentifier id) {
        method(id).ifPresent(m -> BY_CLASS.computeIfAbsent(m.getClassName(), k -> ConcurrentHashMap.newKeySet())
                .add(m.getMethodName()));
    }

    private static Optional<MethodSource> method(TestIdentifier id) {
        Optional<TestSource> source = id.getSource();
        return source.filter(MethodSource.class::isInstance).map(MethodSource.class::cast);
    }
}
