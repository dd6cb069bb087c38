package dev.sdkbench.examples.floor;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.stream.Collectors;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The least an AWS client does to sign a request: AWS Signature Version 4 (the algorithm of AWS's
 * public "Create a signed AWS API request"), with the JDK only (SHA-256 and HmacSHA256). It signs
 * {@code content-type}, {@code host} and {@code x-amz-date} and the payload's hash, as a POST with no
 * query; the path is canonicalised as for every service but S3, each segment URI-encoded once more
 * than on the wire. A floor must sign every request anew, as the date is part of the signature.
 */
final class FloorSigV4 {

    private static final DateTimeFormatter AMZ_DATE = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);
    private static final HexFormat HEX = HexFormat.of();
    private static final String SIGNED_HEADERS = "content-type;host;x-amz-date";

    private final String accessKeyId;
    private final byte[] secret;
    private final String region;
    private final String service;

    FloorSigV4(String accessKeyId, String secretKey, String region, String service) {
        this.accessKeyId = accessKeyId;
        this.secret = ("AWS4" + secretKey).getBytes(StandardCharsets.UTF_8);
        this.region = region;
        this.service = service;
    }

    /** The {@code x-amz-date} and {@code authorization} headers for a POST of {@code body} to {@code uri} at {@code now}. */
    Map<String, String> headers(URI uri, String contentType, byte[] body, Instant now) {
        String amzDate = AMZ_DATE.format(now);
        String date = amzDate.substring(0, 8);
        String host = uri.getPort() == -1 ? uri.getHost() : uri.getHost() + ":" + uri.getPort();
        String canonical = "POST\n" + canonicalPath(uri.getRawPath()) + "\n\n"
                + "content-type:" + contentType + "\nhost:" + host + "\nx-amz-date:" + amzDate + "\n\n"
                + SIGNED_HEADERS + "\n" + HEX.formatHex(sha256(body));
        String scope = date + "/" + region + "/" + service + "/aws4_request";
        String toSign = "AWS4-HMAC-SHA256\n" + amzDate + "\n" + scope + "\n"
                + HEX.formatHex(sha256(canonical.getBytes(StandardCharsets.UTF_8)));
        byte[] key = hmac(hmac(hmac(hmac(secret, date), region), service), "aws4_request");
        String signature = HEX.formatHex(hmac(key, toSign));
        return Map.of("x-amz-date", amzDate, "authorization", "AWS4-HMAC-SHA256 Credential=" + accessKeyId + "/" + scope
                + ", SignedHeaders=" + SIGNED_HEADERS + ", Signature=" + signature);
    }

    /** Each segment of the path as sent (already encoded once) URI-encoded again; the slashes kept. */
    static String canonicalPath(String rawPath) {
        if (rawPath == null || rawPath.isEmpty()) {
            return "/";
        }
        return Arrays.stream(rawPath.split("/", -1)).map(FloorSigV4::uriEncode).collect(Collectors.joining("/"));
    }

    /** RFC 3986 encoding as SigV4 defines it: every byte but the unreserved characters, in upper-case hex. */
    static String uriEncode(String s) {
        StringBuilder out = new StringBuilder();
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.'
                    || c == '~') {
                out.append(c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return out.toString();
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no SHA-256", e);
        }
    }

    private static byte[] hmac(byte[] key, String data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(data.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JDK has no HmacSHA256", e);
        }
    }
}
