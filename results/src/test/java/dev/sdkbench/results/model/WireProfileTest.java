package dev.sdkbench.results.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.json.ResultsReader;

/** Wire profiles of the published two-protocol run, as its files recorded what each SDK sent. */
class WireProfileTest {

    private static final Path RUN = Path.of("../runs/2026-12-01-two-protocols");

    private static CaseResult only(String file) throws Exception {
        return ResultsReader.read(RUN.resolve(file)).cases().get(0);
    }

    @Test
    void openAiJavaSendsItsStainlessHeadersAndNothingBeyondTheMinimum() throws Exception {
        WireProfile p = only("OpenAiJavaBenchmark.json").wireProfile().orElseThrow();

        assertThat(p.requestBytesPerCall()).as("22660 body bytes over 220 calls").isEqualTo(103.0);
        assertThat(p.requestsPerCall()).isEqualTo(1.0);
        assertThat(p.method() + " " + p.path() + " " + p.protocol()).isEqualTo("POST /v1/chat/completions HTTP/1.1");
        assertThat(p.headers()).containsEntry("user-agent", "OpenAIClientImpl/Java 4.105.0")
                .containsEntry("x-stainless-lang", "java").containsEntry("x-stainless-retry-count", "0")
                .containsEntry("accept-encoding", "gzip").containsEntry("connection", "Keep-Alive")
                .containsEntry("authorization", WireProfile.PRESENT).doesNotContainKeys("host", "content-length");
        assertThat(List.copyOf(p.headers().keySet())).as("sorted by name").isSorted();
        assertThat(p.h2cUpgrade()).isFalse();
        assertThat(p.extraFields()).as("messages, model, max_completion_tokens: the minimum").isEmpty();
    }

    @Test
    void langChain4jOpenAiAsksForH2cAndSendsStreamFalse() throws Exception {
        WireProfile p = only("LangChain4jOpenAiBenchmark.json").wireProfile().orElseThrow();

        assertThat(p.requestBytesPerCall()).isEqualTo(158.0);
        assertThat(p.h2cUpgrade()).isTrue();
        assertThat(p.headers()).containsEntry("upgrade", "h2c").containsEntry("user-agent", "langchain4j-openai")
                .containsEntry("authorization", WireProfile.PRESENT);
        assertThat(p.extraFields()).containsExactly(java.util.Map.entry("stream", "false"));
    }

    @Test
    void nestedFieldsBeyondTheMinimumAreNamedByTheirPath() throws Exception {
        WireProfile gemini = only("LangChain4jGeminiBenchmark.json").wireProfile().orElseThrow();
        assertThat(gemini.extraFields()).containsExactly(java.util.Map.entry("generationConfig.responseMimeType", "\"text/plain\""),
                java.util.Map.entry("generationConfig.candidateCount", "1"));
        assertThat(gemini.headers()).containsEntry("x-goog-api-key", WireProfile.PRESENT);

        WireProfile streaming = only("SpringAiOpenAiStreamingBenchmark.json").wireProfile().orElseThrow();
        assertThat(streaming.extraFields()).as("stream is the minimum of a streaming case; its options are not")
                .containsExactly(java.util.Map.entry("stream_options", "{\"include_usage\":true}"));
    }

    @Test
    void aBodyThatIsNotJsonHasNoFields() {
        assertThat(WireProfile.extraFields("temperature=0.7", List.of("model"))).isEmpty();
        assertThat(WireProfile.extraFields("{\"model\":\"m\",\"temperature\":0.7}", List.of("model")))
                .containsExactly(java.util.Map.entry("temperature", "0.7"));
    }

    @Test
    void theEmptyCaseSendsNothing() throws Exception {
        Run floor = ResultsReader.read(RUN.resolve("FloorBenchmark.json"));
        CaseResult empty = floor.cases().stream().filter(c -> "none".equals(c.settings().dialect())).findFirst().orElseThrow();
        assertThat(empty.wireProfile()).isEmpty();
    }

    /** What the AWS SDK's Converse request carries (its headers as the fixture recorded them), with temporary credentials. */
    private static final Map<String, List<String>> AWS_HEADERS = Map.of(
            "authorization", List.of("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261201/us-east-1/bedrock/aws4_request, "
                    + "SignedHeaders=amz-sdk-invocation-id;content-type;host;x-amz-date;x-amz-security-token, Signature=" + "0".repeat(64)),
            "x-amz-security-token", List.of("FwoGZXIvYXdzEXAMPLE-security-token"),
            "x-amz-date", List.of("20261201T120000Z"),
            "x-amz-content-sha256", List.of("44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"),
            "amz-sdk-invocation-id", List.of("6f1d6c2e-1b4e-4c5a-9d1e-3f2a7b8c9d0e"),
            "content-type", List.of("application/json"),
            "host", List.of("127.0.0.1:40123"),
            "content-length", List.of("98"));
    private static final String CONVERSE = "{\"messages\":[{\"role\":\"user\",\"content\":[{\"text\":\"Say hello.\"}]}],"
            + "\"inferenceConfig\":{\"maxTokens\":32";

    /** A case of {@code dialect} and {@code scenario} whose every fork's first request was this one. */
    private static CaseResult sent(String dialect, String scenario, Map<String, List<String>> headers, String body) {
        CaseResult c = Synthetic.inScenario(Synthetic.okCase("bedrock", dialect, Synthetic.figures(1000, Double.NaN, 96, 12, 1600), 800),
                scenario);
        FixtureCounters.Request request = new FixtureCounters.Request("POST", "/model/anthropic.claude-3-haiku-20240307-v1:0/converse",
                null, "HTTP/1.1", headers, body);
        List<Fork> forks = c.forks().stream().map(f -> {
            FixtureCounters x = f.fixture();
            FixtureCounters fixture = new FixtureCounters(x.total(), Map.of(dialect, x.total()), x.byPath(), x.byProtocol(),
                    x.requestBytes(), x.streamed(), x.connections(), x.h2cUpgrades(), x.faults(), x.violations(), request, null, null, null,
                    Map.of());
            return new Fork(f.fork(), f.protocol(), f.worker(), f.cpu(), f.failure(), f.exit(), f.result(), fixture, f.command(),
                    f.jvmOptions(), f.evidence(), f.extra());
        }).toList();
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), c.summaries(), c.latencies(), c.summaryExtra(),
                c.steadyState(), c.streamFixture(), c.precision(), c.skippedForks(), c.fewestForks(), c.forkStop(), forks, c.extra());
    }

    @Test
    void aConverseRequestsMinimumIsItsMessagesAndLimitAndItsSecurityTokenIsMasked() {
        WireProfile p = WireProfile.of(sent("bedrock-converse", "plain", AWS_HEADERS,
                CONVERSE + ",\"temperature\":0.5},\"additionalModelRequestFields\":{\"top_k\":5}}")).orElseThrow();

        assertThat(p.extraFields()).as("messages and inferenceConfig.maxTokens are the minimum; the model is in the path")
                .containsExactly(java.util.Map.entry("inferenceConfig.temperature", "0.5"),
                        java.util.Map.entry("additionalModelRequestFields", "{\"top_k\":5}"));
        assertThat(p.headers()).containsEntry("authorization", WireProfile.PRESENT)
                .containsEntry("x-amz-security-token", WireProfile.PRESENT)
                .containsEntry("x-amz-date", "20261201T120000Z")
                .containsEntry("x-amz-content-sha256", "44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a")
                .containsEntry("amz-sdk-invocation-id", "6f1d6c2e-1b4e-4c5a-9d1e-3f2a7b8c9d0e")
                .doesNotContainKeys("host", "content-length");
        assertThat(p.headers().values()).as("no credential value").noneMatch(v -> v.contains("EXAMPLE-security-token")
                || v.contains("Credential="));
        assertThat(WireProfile.of(sent("bedrock-converse", "plain", AWS_HEADERS, CONVERSE + "}}")).orElseThrow().extraFields())
                .isEmpty();
    }

    /** Converse's tools live under toolConfig, and structured output is a tool the request forces. */
    @Test
    void converseScenariosSpellTheirToolsUnderToolConfig() {
        String tools = ",\"toolConfig\":{\"tools\":[{\"toolSpec\":{\"name\":\"get_weather\",\"inputSchema\":{\"json\":{}}}}]";
        assertThat(WireProfile.of(sent("bedrock-converse", "function-calling", AWS_HEADERS, CONVERSE + "}" + tools + "}}"))
                .orElseThrow().extraFields()).isEmpty();
        assertThat(WireProfile.of(sent("bedrock-converse", "agent-loop", AWS_HEADERS,
                CONVERSE + "}" + tools + ",\"toolChoice\":{\"auto\":{}}}}")).orElseThrow().extraFields())
                .as("a tool choice beside the tools is the SDK's own").containsExactly(java.util.Map.entry("toolConfig.toolChoice", "{\"auto\":{}}"));
        assertThat(WireProfile.of(sent("bedrock-converse", "structured-output", AWS_HEADERS,
                CONVERSE + "}" + tools + ",\"toolChoice\":{\"tool\":{\"name\":\"languages\"}}}}")).orElseThrow().extraFields())
                .as("the forced tool is structured output's own spelling").isEmpty();
        assertThat(WireProfile.of(sent("bedrock-converse", "plain", AWS_HEADERS, CONVERSE + "}" + tools + "}}")).orElseThrow()
                .extraFields()).as("tools in a plain call are beyond the minimum").containsOnlyKeys("toolConfig");
    }

    /** InvokeModel with Anthropic's body: the version Bedrock requires stands where the model would. */
    @Test
    void anAnthropicInvokeRequestsMinimumIsItsVersionMessagesAndLimit() {
        String body = "{\"anthropic_version\":\"bedrock-2023-05-31\",\"max_tokens\":32,"
                + "\"messages\":[{\"role\":\"user\",\"content\":\"Say hello.\"}]";
        assertThat(WireProfile.of(sent("bedrock-invoke", "plain", AWS_HEADERS, body + "}")).orElseThrow().extraFields()).isEmpty();
        assertThat(WireProfile.of(sent("bedrock-invoke", "plain", AWS_HEADERS, body + ",\"model\":\"m\"}")).orElseThrow()
                .extraFields()).containsExactly(java.util.Map.entry("model", "\"m\""));
    }
}
