package dev.sdkbench.reports.model;

import java.util.Arrays;
import java.util.Optional;

/**
 * Failures of a client, or of the runtime under it, that are known upstream defects: a fork that
 * fails with one fails as it did, and its failure names the defect, the versions it affects and
 * where it is fixed. A case failed only by such defects is a finding about the client: the run stays
 * publishable for every other case, and the case shows its failure instead of figures. The engine
 * recognises a defect when it judges the fork ({@link #recognise}) and writes its {@link #note()}
 * into the fork's failure; a report finds it there ({@link #named}). Anything not recognised keeps
 * a run unpublishable until it is understood.
 */
public enum KnownClientDefect {

    /**
     * The JDK's HttpClient closes its own HTTP/1.1 connection under a request in flight: the call fails
     * with "HTTP/1.1 header parser received no bytes" caused by "connection closed locally" (the JDK's
     * own close, not the server's: a server's close reads as "EOF reached while reading").
     */
    JDK_8304701("JDK-8304701", "Request with timeout aborts later in-flight request on HTTP/1.1 cxn",
            "the JDK HttpClient closed its own connection under a call in flight",
            "JDK 17 up to at least 17.0.19 (the 17u sources lack the change that JDK 21 and later carry)", 21,
            "connection closed locally");

    /** What the engine writes before a defect's id in a fork's failure, and what a report looks for. */
    public static final String MARKER = "known client defect ";

    private final String id;
    private final String title;
    private final String what;
    private final String affected;
    private final int fixedInFeature;
    private final String signature;

    KnownClientDefect(String id, String title, String what, String affected, int fixedInFeature, String signature) {
        this.id = id;
        this.title = title;
        this.what = what;
        this.affected = affected;
        this.fixedInFeature = fixedInFeature;
        this.signature = signature;
    }

    public String id() {
        return id;
    }

    /** The sentence a fork's failure ends with. */
    public String note() {
        return MARKER + id + " (\"" + title + "\"): " + what + "; affects " + affected + ", fixed in JDK " + fixedInFeature
                + "; the fixture received the request and did not close the connection";
    }

    /**
     * The defect a client's failure shows, on the Java version the fork ran ({@code java.version});
     * nothing when the failure does not carry its signature or the version has the fix.
     */
    public static Optional<KnownClientDefect> recognise(String failure, String javaVersion) {
        if (failure == null) {
            return Optional.empty();
        }
        int feature = feature(javaVersion);
        return Arrays.stream(values()).filter(d -> failure.contains(d.signature) && feature > 0 && feature < d.fixedInFeature)
                .findFirst();
    }

    /** The defect a fork's failure names (as the engine wrote it), if any. */
    public static Optional<KnownClientDefect> named(String failure) {
        if (failure == null) {
            return Optional.empty();
        }
        return Arrays.stream(values()).filter(d -> failure.contains(MARKER + d.id)).findFirst();
    }

    /** {@code 17} of {@code 17.0.15}, {@code 8} of {@code 1.8.0_392}; 0 when unreadable. */
    static int feature(String javaVersion) {
        if (javaVersion == null || javaVersion.isBlank()) {
            return 0;
        }
        String[] parts = javaVersion.split("[._+-]");
        try {
            int first = Integer.parseInt(parts[0]);
            return first == 1 && parts.length > 1 ? Integer.parseInt(parts[1]) : first;
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
