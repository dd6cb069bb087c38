package dev.sdkbench.examples.floor;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * AWS Signature Version 4 with the JDK alone ({@code HmacSHA256}, {@code SHA-256}), for one
 * service in one region: the canonical request (method, path, query, signed headers, the body's
 * hash), the string to sign, the key derived from the secret for the day, region and service, and
 * the {@code Authorization} header. Everything is computed on every call, the derived key included,
 * as a client that signs each request pays it; only the {@link Mac} and {@link MessageDigest}
 * instances are kept, one per thread.
 *
 * <p>What is signed: {@code host} (from the URI, with its port unless it is the scheme's default,
 * as the JDK's client sends it), {@code x-amz-date}, {@code x-amz-security-token} when the
 * credentials carry a security token, and the headers the caller names. The path is given as it goes
 * on the wire (already percent-encoded once); every service but S3 encodes it a second time in the
 * canonical request, as AWS specifies. The path is not normalized ({@code .} and {@code ..} are
 * signed as they are).
 */
final class SigV4Signer {

    /** The access key of AWS's documentation and test suite; a dummy, like the secret beside it. */
    static final String EXAMPLE_ACCESS_KEY = "AKIDEXAMPLE";
    static final String EXAMPLE_SECRET_KEY = "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY";

    private static final String ALGORITHM = "AWS4-HMAC-SHA256";
    private static final DateTimeFormatter AMZ_DATE = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static final ThreadLocal<Mac> HMAC = ThreadLocal.withInitial(() -> instance(() -> Mac.getInstance("HmacSHA256")));
    private static final ThreadLocal<MessageDigest> SHA256 =
            ThreadLocal.withInitial(() -> instance(() -> MessageDigest.getInstance("SHA-256")));

    /**
     * @param securityToken the temporary credentials' token (x-amz-security-token), or {@code null} for long-term keys
     */
    record Credentials(String accessKey, String secretKey, String securityToken) {
    }

    /**
     * The headers a signature adds to the request.
     *
     * @param amzDate       {@code x-amz-date}, e.g. {@code 20150830T123600Z}
     * @param securityToken {@code x-amz-security-token}, or {@code null}
     * @param authorization {@code Authorization}
     */
    record Signature(String amzDate, String securityToken, String authorization) {

        /** The signature's headers on the request being built. */
        HttpRequest.Builder addTo(HttpRequest.Builder request) {
            request.header("x-amz-date", amzDate).header("authorization", authorization);
            return securityToken == null ? request : request.header("x-amz-security-token", securityToken);
        }
    }

    private final Credentials credentials;
    private final String region;
    private final String service;
    private final Clock clock;
    private final boolean encodePathTwice;

    SigV4Signer(Credentials credentials, String region, String service, Clock clock) {
        this.credentials = credentials;
        this.region = region;
        this.service = service;
        this.clock = clock;
        this.encodePathTwice = !service.equals("s3");
    }

    /** Bedrock in us-east-1 with the documentation's dummy keys, at the time of each call. */
    /** The one header a floor's JSON request signs beside {@code host} and the signature's own. */
    private static final Map<String, String> JSON_CONTENT = Map.of("content-type", "application/json");

    static SigV4Signer bedrock() {
        return new SigV4Signer(new Credentials(EXAMPLE_ACCESS_KEY, EXAMPLE_SECRET_KEY, null), "us-east-1", "bedrock",
                Clock.systemUTC());
    }

    /**
     * Signs one request.
     *
     * @param method  {@code GET}, {@code POST}...
     * @param uri     the request's URI, its path and query as they go on the wire
     * @param headers the headers to sign, as they will be sent (beside {@code host} and the signature's own)
     * @param body    the body, empty for none
     */
    Signature sign(String method, URI uri, Map<String, String> headers, byte[] body) {
        String amzDate = AMZ_DATE.format(clock.instant());
        String day = amzDate.substring(0, 8);
        Map<String, String> signed = new TreeMap<>();
        headers.forEach((name, value) -> signed.merge(name.toLowerCase(Locale.ROOT), trim(value), (a, b) -> a + "," + b));
        signed.put("host", host(uri));
        signed.put("x-amz-date", amzDate);
        if (credentials.securityToken() != null) {
            signed.put("x-amz-security-token", credentials.securityToken());
        }
        String names = String.join(";", signed.keySet());
        String scope = day + "/" + region + "/" + service + "/aws4_request";
        String stringToSign = ALGORITHM + "\n" + amzDate + "\n" + scope + "\n"
                + hex(sha256(canonicalRequest(method, uri, signed, names, body).getBytes(StandardCharsets.UTF_8)));
        String signature = hex(hmac(signingKey(credentials.secretKey(), day, region, service), stringToSign));
        return new Signature(amzDate, credentials.securityToken(), ALGORITHM + " Credential=" + credentials.accessKey() + "/" + scope
                + ", SignedHeaders=" + names + ", Signature=" + signature);
    }

    /**
     * {@code request} finished as a JSON POST of {@code body} to {@code uri}, signed now over its
     * content type (which {@code request} must already carry as {@code application/json}) and host.
     */
    HttpRequest signJsonPost(HttpRequest.Builder request, URI uri, byte[] body) {
        return sign("POST", uri, JSON_CONTENT, body).addTo(request).POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
    }

    /** The canonical request's six lines. */
    private String canonicalRequest(String method, URI uri, Map<String, String> signed, String names, byte[] body) {
        StringBuilder request = new StringBuilder(256).append(method).append('\n');
        request.append(canonicalPath(uri.getRawPath())).append('\n');
        request.append(canonicalQuery(uri.getRawQuery())).append('\n');
        signed.forEach((name, value) -> request.append(name).append(':').append(value).append('\n'));
        return request.append('\n').append(names).append('\n').append(hex(sha256(body))).toString();
    }

    /** The path of the canonical request: the wire's, encoded once more but for S3; {@code /} for none. */
    String canonicalPath(String rawPath) {
        String path = rawPath == null || rawPath.isEmpty() ? "/" : rawPath;
        return encodePathTwice ? encode(path, false) : path;
    }

    /** The key for one day, region and service: four HMACs down from {@code "AWS4" + secret}. */
    static byte[] signingKey(String secretKey, String day, String region, String service) {
        byte[] key = hmac(("AWS4" + secretKey).getBytes(StandardCharsets.UTF_8), day);
        key = hmac(key, region);
        key = hmac(key, service);
        return hmac(key, "aws4_request");
    }

    /** The query's parameters decoded, encoded again as AWS does, sorted by name, then value. */
    static String canonicalQuery(String rawQuery) {
        if (rawQuery == null || rawQuery.isEmpty()) {
            return "";
        }
        List<String> pairs = new ArrayList<>();
        for (String pair : rawQuery.split("&")) {
            if (!pair.isEmpty()) {
                int eq = pair.indexOf('=');
                String name = eq < 0 ? pair : pair.substring(0, eq);
                String value = eq < 0 ? "" : pair.substring(eq + 1);
                pairs.add(encode(decode(name), true) + "=" + encode(decode(value), true));
            }
        }
        pairs.sort(null);
        return String.join("&", pairs);
    }

    /** The {@code host} header the JDK's client sends for this URI. */
    static String host(URI uri) {
        int port = uri.getPort();
        boolean standard = port == -1 || port == ("https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80);
        return standard ? uri.getHost() : uri.getHost() + ":" + port;
    }

    /** AWS's URI encoding: every UTF-8 byte but {@code A-Z a-z 0-9 - _ . ~} as {@code %XY}, and {@code /} too when asked. */
    static String encode(String s, boolean encodeSlash) {
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.'
                    || c == '~' || (c == '/' && !encodeSlash)) {
                out.append(c);
            } else {
                out.append('%').append(Character.toUpperCase(HEX[c >> 4])).append(Character.toUpperCase(HEX[c & 0xf]));
            }
        }
        return out.toString();
    }

    /** {@code %XY} sequences back to bytes, read as UTF-8; a {@code +} stays a {@code +}. */
    private static String decode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(s.length());
        int i = 0;
        while (i < s.length()) {
            if (s.charAt(i) == '%' && i + 2 < s.length()) {
                bytes.write(Integer.parseInt(s, i + 1, i + 3, 16));
                i += 3;
            } else {
                int next = s.indexOf('%', i + 1);
                int end = next < 0 ? s.length() : next;
                bytes.writeBytes(s.substring(i, end).getBytes(StandardCharsets.UTF_8));
                i = end;
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** A header value as signed: trimmed, each run of spaces one space. */
    private static String trim(String value) {
        String trimmed = value.trim();
        return trimmed.contains("  ") ? trimmed.replaceAll(" +", " ") : trimmed;
    }

    private static byte[] hmac(byte[] key, String data) {
        Mac mac = HMAC.get();
        try {
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        return mac.doFinal(data.getBytes(StandardCharsets.UTF_8));
    }

    static byte[] sha256(byte[] data) {
        return SHA256.get().digest(data);
    }

    static String hex(byte[] bytes) {
        char[] out = new char[bytes.length * 2];
        for (int i = 0; i < bytes.length; i++) {
            out[2 * i] = HEX[(bytes[i] >> 4) & 0xf];
            out[2 * i + 1] = HEX[bytes[i] & 0xf];
        }
        return new String(out);
    }

    private interface Factory<T> {
        T get() throws GeneralSecurityException;
    }

    private static <T> T instance(Factory<T> factory) {
        try {
            return factory.get();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK has no " + e.getMessage(), e);
        }
    }
}
