package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;

/**
 * A case's settings as the results file carries them ({@code cases[].settings}, serialised by
 * Jackson as {@code ResultsJson} does): flat, with the same field names, order and values as the
 * file {@code case-settings.json}, which was written by the engine before its settings were
 * grouped into sub-records. Whatever shape the records take, the file must not change.
 */
class CaseSettingsJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @SdkBenchmark(dialect = Dialect.CHAT, forks = 7, minForks = 3, precision = 0.05, caseBudgetSeconds = 90, warmup = 11,
            requests = 33, steadyForks = 2, steadyIterationMillis = 250, steadyWindow = 4, steadyTolerance = 0.07,
            steadyWarmupMillis = 9000, steadyIterations = 6, model = "gpt-4.1-mini", heap = "128m", jvmArgs = "-Xss1m",
            forkTimeoutSeconds = 45, fixtureDelayMicros = 5, stream = true)
    static class Everything {

        @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.RAPID_FIRE, jvmArgs = "-XX:+UseSerialGC", fixtureDelayMicros = 700)
        void rapid(SdkCase sdk) {
        }

        @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT, steadyForks = 0, expect = "its own text")
        @Unsupported("no schema parameter")
        void structured(SdkCase sdk) {
        }

        @ClientCase(dialect = Dialect.NONE, forks = 2)
        void empty(SdkCase sdk) {
        }
    }

    @Test
    void theSettingsJsonIsTheSameAsBeforeTheRegrouping() throws IOException {
        RunSettings run = new SettingsResolver(key -> Optional.empty()).resolve(Everything.class);

        String written = JSON.writeValueAsString(run.cases()) + "\n";

        assertThat(written).isEqualTo(golden());
    }

    private static String golden() throws IOException {
        try (InputStream in = CaseSettingsJsonTest.class.getResourceAsStream("case-settings.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
