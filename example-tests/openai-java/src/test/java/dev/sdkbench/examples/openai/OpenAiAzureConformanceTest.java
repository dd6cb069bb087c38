package dev.sdkbench.examples.openai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sdkbench.examples.support.FixtureTestBase;
import dev.sdkbench.fixture.counters.RequestRecord;
import com.openai.azure.AzureOpenAIServiceVersion;
import com.openai.azure.AzureUrlPathMode;
import com.openai.azure.credential.AzureApiKeyCredential;
import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.core.http.StreamResponse;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionChunk;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.chat.completions.ChatCompletionStreamOptions;
import com.openai.models.completions.CompletionUsage;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * openai-java against Azure OpenAI: an Azure key credential, a service version and the legacy path
 * mode (which the SDK picks by itself only for an {@code *.openai.azure.com} host), so the SDK
 * sends {@code POST /openai/deployments/{model}/chat/completions?api-version=...} with the key in
 * {@code api-key} and no {@code Authorization}.
 */
class OpenAiAzureConformanceTest extends FixtureTestBase {

    private static final String DEPLOYMENT = "gpt-4o-mini";

    private OpenAIClient client;

    @BeforeAll
    void createClient() {
        client = OpenAIOkHttpClient.builder()
                .baseUrl(fixture.baseUrl())
                .credential(AzureApiKeyCredential.create("azure-fixture-key"))
                .azureServiceVersion(AzureOpenAIServiceVersion.fromString(OpenAiJavaBenchmark.AZURE_API_VERSION))
                .azureUrlPathMode(AzureUrlPathMode.LEGACY)
                .maxRetries(0)
                .timeout(TIMEOUT)
                .build();
    }

    @AfterAll
    void closeClient() {
        if (client != null) {
            client.close();
        }
    }

    private static ChatCompletionCreateParams.Builder params() {
        return ChatCompletionCreateParams.builder().model(DEPLOYMENT).addUserMessage(PROMPT).maxCompletionTokens(MAX_TOKENS);
    }

    @Test
    void nonStreaming() {
        ChatCompletion completion = client.chat().completions().create(params().build());
        CompletionUsage usage = completion.usage().orElseThrow();
        assertHello(completion.choices().get(0).message().content().orElse(null), usage.promptTokens(), usage.completionTokens());
        assertAzureRequest();
    }

    @Test
    void streaming() {
        ChatCompletionCreateParams request = params()
                .streamOptions(ChatCompletionStreamOptions.builder().includeUsage(true).build())
                .build();
        List<ChatCompletionChunk> chunks = withDeadline(() -> {
            try (StreamResponse<ChatCompletionChunk> stream = client.chat().completions().createStreaming(request)) {
                return stream.stream().collect(Collectors.toList());
            }
        });
        String text = chunks.stream()
                .flatMap(chunk -> chunk.choices().stream())
                .map(choice -> choice.delta().content().orElse(""))
                .collect(Collectors.joining());
        Optional<CompletionUsage> usage = chunks.stream()
                .map(ChatCompletionChunk::usage).flatMap(Optional::stream)
                .reduce((first, last) -> last);
        assertHello(text, usage.map(CompletionUsage::promptTokens).orElse(null),
                usage.map(CompletionUsage::completionTokens).orElse(null));
        assertAzureRequest();
    }

    /** The fixture refuses a request without these; the test names them so that a change in the SDK shows here first. */
    private void assertAzureRequest() {
        RequestRecord first = fixture.counters().firstRequest();
        assertThat(first.path()).as("path").isEqualTo("/openai/deployments/" + DEPLOYMENT + "/chat/completions");
        assertThat(first.query()).as("query").isEqualTo("api-version=" + OpenAiJavaBenchmark.AZURE_API_VERSION);
        assertThat(first.headers()).as("headers").containsEntry("api-key", List.of("azure-fixture-key"))
                .doesNotContainKey("authorization");
    }
}
