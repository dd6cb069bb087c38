package dev.sdkbench.examples.openai;

import com.openai.client.OpenAIClient;
import com.openai.core.http.StreamResponse;
import com.openai.models.responses.Response;
import com.openai.models.responses.ResponseCompletedEvent;
import com.openai.models.responses.ResponseCreateParams;
import com.openai.models.responses.ResponseOutputItem;
import com.openai.models.responses.ResponseOutputMessage;
import com.openai.models.responses.ResponseOutputText;
import com.openai.models.responses.ResponseStreamEvent;
import com.openai.models.responses.ResponseTextDeltaEvent;
import com.openai.models.responses.ResponseUsage;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** openai-java Responses: {@code POST /v1/responses}. */
class OpenAiResponsesConformanceTest extends OpenAiTestBase {

    private static final ResponseCreateParams PARAMS =
            ResponseCreateParams.builder().model(MODEL).input(PROMPT).maxOutputTokens(MAX_TOKENS).build();

    @Test
    void nonStreaming() {
        assertResponse(client);
    }

    @Test
    void nonStreamingWithResponseValidation() {
        assertResponse(validatingClient);
    }

    private void assertResponse(OpenAIClient client) {
        Response response = client.responses().create(PARAMS);
        ResponseUsage usage = response.usage().orElseThrow();
        assertHello(outputText(response), usage.inputTokens(), usage.outputTokens());
    }

    /** Concatenates every {@code output_text} part of every message item. */
    private static String outputText(Response response) {
        return response.output().stream()
                .map(ResponseOutputItem::message).flatMap(Optional::stream)
                .map(ResponseOutputMessage::content).flatMap(List::stream)
                .map(ResponseOutputMessage.Content::outputText).flatMap(Optional::stream)
                .map(ResponseOutputText::text)
                .collect(Collectors.joining());
    }

    @Test
    void streaming() {
        List<ResponseStreamEvent> events = withDeadline(() -> {
            try (StreamResponse<ResponseStreamEvent> stream = client.responses().createStreaming(PARAMS)) {
                return stream.stream().collect(Collectors.toList());
            }
        });
        String text = events.stream()
                .map(ResponseStreamEvent::outputTextDelta).flatMap(Optional::stream)
                .map(ResponseTextDeltaEvent::delta)
                .collect(Collectors.joining());
        Optional<ResponseUsage> usage = events.stream()
                .map(ResponseStreamEvent::completed).flatMap(Optional::stream)
                .map(ResponseCompletedEvent::response)
                .flatMap(response -> response.usage().stream())
                .reduce((first, last) -> last);
        assertHello(text, usage.map(ResponseUsage::inputTokens).orElse(null),
                usage.map(ResponseUsage::outputTokens).orElse(null));
    }
}
