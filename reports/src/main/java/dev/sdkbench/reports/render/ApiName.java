package dev.sdkbench.reports.render;

import java.util.Map;

import dev.sdkbench.reports.model.CaseSettings;

/**
 * The provider API a case calls, as its users name it ({@code Chat}, {@code Messages}, {@code Converse}), from the
 * fixture dialect in its settings; a streaming case's reads {@code Chat stream}. A dialect this class does not know is
 * shown by its id.
 */
public final class ApiName {

    private static final Map<String, String> BY_DIALECT = Map.of(
            "chat", "Chat",
            "responses", "Responses",
            "anthropic", "Messages",
            "gemini", "GenerateContent",
            "bedrock-converse", "Converse",
            "bedrock-invoke", "InvokeModel",
            "ollama", "Ollama chat");

    private ApiName() {
    }

    /** The API of a case with these settings; empty when it calls none (the empty case's dialect {@code none}). */
    public static String of(CaseSettings settings) {
        if (settings == null || settings.dialect() == null || settings.dialect().isBlank() || settings.dialect().equals("none")) {
            return "";
        }
        String api = BY_DIALECT.getOrDefault(settings.dialect(), settings.dialect());
        return settings.stream() ? api + " stream" : api;
    }
}
