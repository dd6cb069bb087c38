package dev.sdkbench.examples.floor;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The floor's signer against the values AWS publishes: the signing-key example and the IAM
 * {@code ListUsers} request of the SigV4 documentation, and cases of the SigV4 test suite (keys
 * {@code AKIDEXAMPLE}, 2015-08-30T12:36:00Z, us-east-1, service {@code service}, host
 * {@code example.amazonaws.com}). A wrong byte anywhere in the chain changes the signature.
 */
class SigV4SignerTest {

    private static final Clock SUITE_TIME = Clock.fixed(Instant.parse("2015-08-30T12:36:00Z"), ZoneOffset.UTC);
    private static final SigV4Signer.Credentials KEYS =
            new SigV4Signer.Credentials(SigV4Signer.EXAMPLE_ACCESS_KEY, SigV4Signer.EXAMPLE_SECRET_KEY, null);
    private static final String SUITE_SCOPE = "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ";
    /** The test suite's example security token (post-sts-token). */
    private static final String SUITE_TOKEN = "AQoDYXdzEPT//////////wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmx"
            + "fpSPfIeoIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYwT7WZ0wq5VSXDvp75YU9HFvl"
            + "Rd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKmlzm8FDrypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2"
            + "ICCR/oLxBA==";

    private static SigV4Signer suite(SigV4Signer.Credentials credentials) {
        return new SigV4Signer(credentials, "us-east-1", "service", SUITE_TIME);
    }

    @Test
    void derivesTheDocumentedSigningKey() {
        assertThat(SigV4Signer.hex(SigV4Signer.signingKey(SigV4Signer.EXAMPLE_SECRET_KEY, "20150830", "us-east-1", "iam")))
                .isEqualTo("c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9");
    }

    @Test
    void signsTheDocumentedIamListUsersRequest() {
        SigV4Signer iam = new SigV4Signer(KEYS, "us-east-1", "iam", SUITE_TIME);
        SigV4Signer.Signature signature = iam.sign("GET", URI.create("https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08"),
                Map.of("Content-Type", "application/x-www-form-urlencoded; charset=utf-8"), new byte[0]);

        assertThat(signature.amzDate()).isEqualTo("20150830T123600Z");
        assertThat(signature.securityToken()).isNull();
        assertThat(signature.authorization()).isEqualTo("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, "
                + "SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7");
    }

    @Test
    void signsTheSuitesVanillaRequests() {
        URI root = URI.create("https://example.amazonaws.com/");
        assertThat(suite(KEYS).sign("GET", root, Map.of(), new byte[0]).authorization()).as("get-vanilla")
                .isEqualTo(SUITE_SCOPE + "SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31");
        assertThat(suite(KEYS).sign("POST", root, Map.of(), new byte[0]).authorization()).as("post-vanilla")
                .isEqualTo(SUITE_SCOPE + "SignedHeaders=host;x-amz-date, Signature=5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b");
    }

    @Test
    void sortsTheQueryBeforeSigning() {
        URI unsorted = URI.create("https://example.amazonaws.com/?Param2=value2&Param1=value1");
        assertThat(suite(KEYS).sign("GET", unsorted, Map.of(), new byte[0]).authorization()).as("get-vanilla-query-order-key-case")
                .endsWith("Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500");
        assertThat(SigV4Signer.canonicalQuery("b=2&a=%7e&a=1&c")).isEqualTo("a=1&a=~&b=2&c=");
    }

    @Test
    void signsASecurityTokenAsAHeaderAndSendsIt() {
        SigV4Signer.Signature signature = suite(new SigV4Signer.Credentials(SigV4Signer.EXAMPLE_ACCESS_KEY,
                SigV4Signer.EXAMPLE_SECRET_KEY, SUITE_TOKEN)).sign("POST", URI.create("https://example.amazonaws.com/"), Map.of(),
                new byte[0]);
        assertThat(signature.authorization()).as("post-sts-header-before").isEqualTo(SUITE_SCOPE
                + "SignedHeaders=host;x-amz-date;x-amz-security-token, Signature=85d96828115b5dc0cfc3bd16ad9e210dd772bbebba041836c64533a82be05ead");
        assertThat(signature.securityToken()).isEqualTo(SUITE_TOKEN);
    }

    /** The body's hash is the canonical request's last line: another body, another signature. */
    @Test
    void theBodyIsSigned() {
        URI root = URI.create("https://example.amazonaws.com/");
        String empty = suite(KEYS).sign("POST", root, Map.of(), new byte[0]).authorization();
        String withBody = suite(KEYS).sign("POST", root, Map.of(), "{}".getBytes(StandardCharsets.UTF_8)).authorization();
        assertThat(withBody).isNotEqualTo(empty).startsWith(SUITE_SCOPE + "SignedHeaders=host;x-amz-date, Signature=");
        assertThat(SigV4Signer.hex(SigV4Signer.sha256(new byte[0])))
                .isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    }

    /**
     * Bedrock's model id goes on the wire with its {@code :} percent-encoded; every service but S3
     * encodes the path once more in the canonical request.
     */
    @Test
    void encodesABedrockPathTwiceButNotS3s() {
        String wire = "/model/" + SigV4Signer.encode("anthropic.claude-3-haiku-20240307-v1:0", true) + "/converse";
        assertThat(wire).isEqualTo("/model/anthropic.claude-3-haiku-20240307-v1%3A0/converse");
        assertThat(SigV4Signer.bedrock().canonicalPath(wire)).isEqualTo("/model/anthropic.claude-3-haiku-20240307-v1%253A0/converse");
        assertThat(new SigV4Signer(KEYS, "us-east-1", "s3", SUITE_TIME).canonicalPath(wire)).isEqualTo(wire);
        assertThat(suite(KEYS).canonicalPath("")).isEqualTo("/");
        assertThat(SigV4Signer.encode("a b/ሴ~", true)).isEqualTo("a%20b%2F%E1%88%B4~");
    }

    @Test
    void theHostIsSignedAsTheJdkClientSendsIt() {
        assertThat(SigV4Signer.host(URI.create("http://127.0.0.1:8080/x"))).isEqualTo("127.0.0.1:8080");
        assertThat(SigV4Signer.host(URI.create("http://example.com:80/x"))).isEqualTo("example.com");
        assertThat(SigV4Signer.host(URI.create("https://example.com/x"))).isEqualTo("example.com");
    }

    /** The floor's signer for Bedrock: the shape the fixture requires, for the dummy key, today, us-east-1. */
    @Test
    void theBedrockSignerSignsForBedrockInUsEast1Today() {
        SigV4Signer.Signature signature = SigV4Signer.bedrock().sign("POST",
                URI.create("http://127.0.0.1:9/model/m/converse"), Map.of("content-type", "application/json"), new byte[] {'{', '}'});
        assertThat(signature.authorization()).matches("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/\\d{8}/us-east-1/bedrock/aws4_request, "
                + "SignedHeaders=content-type;host;x-amz-date, Signature=[0-9a-f]{64}");
        assertThat(signature.amzDate()).matches("\\d{8}T\\d{6}Z").startsWith(signature.authorization().substring(40, 48));
    }
}
