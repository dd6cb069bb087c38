package dev.sdkbench.reports.render.headline;

import java.util.Arrays;
import java.util.Optional;

/**
 * The provider APIs the fixture speaks, by the fixture dialect a case names in its settings, each with the name its
 * users know it by and in the order the tables come. A dialect not listed here (a newer file's) still gets a table,
 * titled by its id, after these.
 */
public enum ProviderApi {
    CHAT("chat", "OpenAI Chat Completions"),
    RESPONSES("responses", "OpenAI Responses"),
    ANTHROPIC("anthropic", "Anthropic Messages"),
    GEMINI("gemini", "Gemini generateContent"),
    OLLAMA("ollama", "Ollama chat"),
    BEDROCK_CONVERSE("bedrock-converse", "Amazon Bedrock Converse"),
    BEDROCK_INVOKE("bedrock-invoke", "Amazon Bedrock InvokeModel (Anthropic Messages)");

    private final String dialect;
    private final String title;

    ProviderApi(String dialect, String title) {
        this.dialect = dialect;
        this.title = title;
    }

    /** The API of a fixture dialect, if it is one of these. */
    public static Optional<ProviderApi> of(String dialect) {
        return Arrays.stream(values()).filter(a -> a.dialect.equals(dialect)).findFirst();
    }

    /** The table's title for a dialect: the API's name, or the dialect's id for one not listed. */
    public static String title(String dialect) {
        return of(dialect).map(a -> a.title).orElse(dialect);
    }

    /** Where the dialect's table comes: in the order listed, any other after them. */
    static int order(String dialect) {
        return of(dialect).map(Enum::ordinal).orElse(values().length);
    }

    public String dialect() {
        return dialect;
    }

    public String title() {
        return title;
    }
}
