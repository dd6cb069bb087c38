package dev.sdkbench.examples.openai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sdkbench.fixture.counters.RequestRecord;
import com.openai.azure.AzureOpenAIServiceVersion;
import com.openai.azure.AzureUrlPathMode;
import com.openai.azure.credential.AzureApiKeyCredential;
import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import java.util.List;
import org.junit.jupiter.api.AfterEach;

/**
 * The Chat conformance tests on openai-java clients for Azure OpenAI: an Azure key credential, a
 * service version and the legacy path mode (which the SDK picks by itself only for an
 * {@code *.openai.azure.com} host), so the SDK sends
 * {@code POST /openai/deployments/{model}/chat/completions?api-version=...} with the key in
 * {@code api-key} and no {@code Authorization}.
 */
class OpenAiAzureConformanceTest extends OpenAiChatConformanceTest {

    @Override
    OpenAIClient client(boolean responseValidation) {
        return OpenAIOkHttpClient.builder()
                .baseUrl(fixture.baseUrl())
                .credential(AzureApiKeyCredential.create("azure-fixture-key"))
                .azureServiceVersion(AzureOpenAIServiceVersion.fromString(OpenAiJavaBenchmark.AZURE_API_VERSION))
                .azureUrlPathMode(AzureUrlPathMode.LEGACY)
                .maxRetries(0)
                .timeout(TIMEOUT)
                .responseValidation(responseValidation)
                .build();
    }

    /** The fixture refuses a request without these; the test names them so that a change in the SDK shows here first. */
    @AfterEach
    void sentAsToAzure() {
        RequestRecord first = fixture.counters().firstRequest();
        assertThat(first.path()).as("path").isEqualTo("/openai/deployments/" + MODEL + "/chat/completions");
        assertThat(first.query()).as("query").isEqualTo("api-version=" + OpenAiJavaBenchmark.AZURE_API_VERSION);
        assertThat(first.headers()).as("headers").containsEntry("api-key", List.of("azure-fixture-key"))
                .doesNotContainKey("authorization");
    }
}
