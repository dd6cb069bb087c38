package dev.sdkbench.examples.floor;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The floor's signer against AWS's published SigV4 test suite, which nobody here computed. */
class FloorSigV4Test {

    /** The suite's example credentials, region and service. */
    private static final FloorSigV4 SUITE = new FloorSigV4("AKIDEXAMPLE", "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
            "us-east-1", "service");

    /** The suite's post-x-www-form-urlencoded case: content-type, host and x-amz-date signed, a body, no query. */
    @Test
    void signsThePostVectorOfAwssTestSuite() {
        Map<String, String> headers = SUITE.headers(URI.create("https://example.amazonaws.com/"), "application/x-www-form-urlencoded",
                "Param1=value1".getBytes(StandardCharsets.UTF_8), Instant.parse("2015-08-30T12:36:00Z"));

        assertThat(headers).containsEntry("x-amz-date", "20150830T123600Z").containsEntry("authorization",
                "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request,"
                        + " SignedHeaders=content-type;host;x-amz-date,"
                        + " Signature=ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a");
    }

    /** Every service but S3 encodes each path segment twice: once on the wire, once more in the canonical request. */
    @Test
    void encodesThePathAsSentOnceMore() {
        String wire = "/model/" + FloorSigV4.uriEncode("anthropic.claude-haiku-4-5-20251001-v1:0") + "/invoke";

        assertThat(wire).isEqualTo("/model/anthropic.claude-haiku-4-5-20251001-v1%3A0/invoke");
        assertThat(FloorSigV4.canonicalPath(wire)).isEqualTo("/model/anthropic.claude-haiku-4-5-20251001-v1%253A0/invoke");
        assertThat(FloorSigV4.canonicalPath("")).isEqualTo("/");
    }
}
