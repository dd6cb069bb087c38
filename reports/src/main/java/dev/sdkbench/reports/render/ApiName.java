package dev.sdkbench.reports.render;

import dev.sdkbench.results.model.CaseSettings;

/**
 * The provider API a case calls, as its users name it ({@code Chat}, {@code Messages}, {@code Converse}), from the
 * fixture dialect in its settings; a streaming case's reads {@code Chat stream}. A dialect this class does not know is
 * shown by its id. The names are {@link ProviderApi}'s.
 */
public final class ApiName {

    private ApiName() {
    }

    /** The API of a case with these settings; empty when it calls none (the empty case's dialect {@code none}). */
    public static String of(CaseSettings settings) {
        if (settings == null || settings.dialect() == null || settings.dialect().isBlank() || settings.dialect().equals("none")) {
            return "";
        }
        String api = ProviderApi.shortName(settings.dialect());
        return settings.stream() ? api + " stream" : api;
    }
}
