package dev.sdkbench.examples.openai;

import dev.sdkbench.examples.support.FixtureTestBase;
import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** Two openai-java clients on the fixture, retries off: the default (lazy) one and one that validates eagerly. */
abstract class OpenAiTestBase extends FixtureTestBase {

    static final String MODEL = "gpt-4o-mini";

    OpenAIClient client;
    OpenAIClient validatingClient;

    @BeforeAll
    void createClients() {
        client = client(false);
        validatingClient = client(true);
    }

    /** A client on {@link #fixture}, retries off; a test of another client shape overrides it. */
    OpenAIClient client(boolean responseValidation) {
        return OpenAIOkHttpClient.builder()
                .baseUrl(fixture.baseUrl() + "/v1")
                .apiKey("sk-fixture")
                .maxRetries(0)
                .timeout(TIMEOUT)
                .responseValidation(responseValidation)
                .build();
    }

    @AfterAll
    void closeClients() {
        if (client != null) {
            client.close();
        }
        if (validatingClient != null) {
            validatingClient.close();
        }
    }
}
