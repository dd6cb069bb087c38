package dev.sdkbench.results.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KnownClientDefectTest {

    private static final String CLOSED_LOCALLY = "call 16187 (steady warmup) threw java.io.IOException: HTTP/1.1 header parser"
            + " received no bytes; caused by java.io.IOException: connection closed locally\n"
            + "\tat java.net.http/jdk.internal.net.http.HttpClientImpl.send(HttpClientImpl.java:591)";

    @Test
    void theJdkHttpClientClosingItsOwnConnectionIsRecognisedOnJdk17() {
        assertThat(KnownClientDefect.recognise(CLOSED_LOCALLY, "17.0.15")).contains(KnownClientDefect.JDK_8338569);
    }

    @Test
    void onAJdkThatNamesTheCauseTheCauseMustBeThere() {
        assertThat(KnownClientDefect.recognise(CLOSED_LOCALLY, "25.0.3")).as("a local close for another cause").isEmpty();
        assertThat(KnownClientDefect.recognise(CLOSED_LOCALLY + " <- java.io.IOException: Unexpected cleanup triggered for non"
                + " pooled connection <- java.io.IOException: Data received while in pool", "25.0.3"))
                .contains(KnownClientDefect.JDK_8338569);
        assertThat(KnownClientDefect.recognise(CLOSED_LOCALLY, "")).as("an unknown version proves nothing").isEmpty();
    }

    @Test
    void aServersCloseIsNotTheClientsDefect() {
        assertThat(KnownClientDefect.recognise("java.io.IOException: HTTP/1.1 header parser received no bytes; caused by"
                + " java.io.EOFException: EOF reached while reading", "17.0.15")).isEmpty();
    }

    @Test
    void theNoteNamesTheDefectTheVersionsAndTheFixAndIsFoundAgainInTheFailure() {
        String note = KnownClientDefect.JDK_8338569.note();

        assertThat(note).startsWith("known client defect JDK-8338569").contains("Data received while in pool").contains("JDK-8357639");
        assertThat(KnownClientDefect.named(CLOSED_LOCALLY + "; " + note)).contains(KnownClientDefect.JDK_8338569);
        assertThat(KnownClientDefect.named(CLOSED_LOCALLY)).isEmpty();
    }

    @Test
    void featureVersionsReadBothSchemes() {
        assertThat(KnownClientDefect.feature("17.0.15")).isEqualTo(17);
        assertThat(KnownClientDefect.feature("1.8.0_392")).isEqualTo(8);
        assertThat(KnownClientDefect.feature("21")).isEqualTo(21);
        assertThat(KnownClientDefect.feature("x")).isZero();
    }
}
