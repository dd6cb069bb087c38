package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

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
@API(status = EXPERIMENTAL, since = "0.1")
public enum KnownClientDefect {

    /**
     * The JDK's HttpClient closes its own HTTP/1.1 connection under a request in flight: when a pooled
     * connection is taken for the next request, the pool's cleanup subscriber can still be the one
     * reading it, takes the next response for "Data received while in pool" and closes the connection;
     * the call fails with "HTTP/1.1 header parser received no bytes" caused by "connection closed
     * locally" (a server's close reads as "EOF reached while reading"). JDK 25 names the cause in the
     * chain; JDK 17 does not, so there the JDK's own close is the signature, on a JDK that predates
     * the cause being named.
     */
    JDK_8338569("JDK-8338569", "HTTP/1.1 CleanupTrigger may be triggerred after the next exchange started",
            "the JDK HttpClient's connection pool closed the connection under the next call (\"Data received while in pool\")",
            "JDK 17 (17.0.15 here) and JDK 25 (25.0.3 here, which has JDK-8338569's fix and still fails this way;"
                    + " the follow-up JDK-8357639 of 2025 is not in it)",
            "Data received while in pool", "connection closed locally", 25);

    /** What the engine writes before a defect's id in a fork's failure, and what a report looks for. */
    public static final String MARKER = "known client defect ";

    private final String id;
    private final String title;
    private final String what;
    private final String affected;
    /** What the failure says when the JDK names the cause. */
    private final String cause;
    /** What it says on a JDK that does not name it, and the first feature version that names it. */
    private final String bareSignature;
    private final int namesCauseFrom;

    KnownClientDefect(String id, String title, String what, String affected, String cause, String bareSignature,
                      int namesCauseFrom) {
        this.id = id;
        this.title = title;
        this.what = what;
        this.affected = affected;
        this.cause = cause;
        this.bareSignature = bareSignature;
        this.namesCauseFrom = namesCauseFrom;
    }

    public String id() {
        return id;
    }

    /** The sentence a fork's failure ends with. */
    public String note() {
        return MARKER + id + " (\"" + title + "\"): " + what + "; affects " + affected
                + "; the fixture received the request and did not close the connection";
    }

    /**
     * The defect a client's failure shows, on the Java version the fork ran ({@code java.version}): its
     * cause where the failure names it, or its bare signature on a JDK too old to name causes; nothing
     * otherwise (a newer JDK's local close with another cause is another story).
     */
    public static Optional<KnownClientDefect> recognise(String failure, String javaVersion) {
        if (failure == null) {
            return Optional.empty();
        }
        int feature = feature(javaVersion);
        return Arrays.stream(values()).filter(d -> failure.contains(d.cause)
                || failure.contains(d.bareSignature) && feature > 0 && feature < d.namesCauseFrom).findFirst();
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
