package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;

/** A class's cases with those of its superclass, where an overriding method replaces the one it overrides. */
class CaseMethodsTest {

    abstract static class SharedCases {
        @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
        public void structuredOutput(SdkCase sdk) {
        }

        @ClientCase(scenario = Scenario.MULTI_TURN)
        public void multiTurn(SdkCase sdk) {
        }

        @ClientCase(scenario = Scenario.RETRY)
        public void retry(SdkCase sdk) {
        }
    }

    static class OneProvider extends SharedCases {
        @Override
        @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
        @Unsupported("no schema")
        public void structuredOutput(SdkCase sdk) {
        }

        /** Overridden without the annotation: no longer a case, as a JUnit test method would not be. */
        @Override
        public void retry(SdkCase sdk) {
        }
    }

    @Test
    void anOverridingMethodReplacesTheCaseItOverrides() {
        assertThat(SettingsResolver.caseMethods(OneProvider.class))
                .extracting(m -> m.getDeclaringClass().getSimpleName() + "." + m.getName())
                .containsExactly("SharedCases.multiTurn", "OneProvider.structuredOutput");
        Method structured = SettingsResolver.caseMethods(OneProvider.class).get(1);
        assertThat(structured.getAnnotation(Unsupported.class).value()).isEqualTo("no schema");
    }
}
