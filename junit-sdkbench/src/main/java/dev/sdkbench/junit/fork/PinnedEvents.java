package dev.sdkbench.junit.fork;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

import dev.sdkbench.junit.link.LoadStepResult;

/**
 * A load step's pinned virtual threads, from JFR: a recording of {@value #EVENT} alone, every event of it (threshold 0,
 * where JFR's default keeps those of 20 ms or more), started before the step's callers and stopped once they ended,
 * its file kept in the fork's folder ({@code pinned-<N>.jfr}, with each event's stack); the events that ended in the
 * step's measured time count. JFR rather than {@code -Djdk.tracePinnedThreads}, which printed stacks to stdout, gave
 * no duration and is gone since JDK 24. What pins depends on the JDK: from 24 on (JEP 491) a virtual thread that
 * blocks inside {@code synchronized} no longer pins its carrier; one that blocks under a native or VM frame, such as in
 * a class's static initializer, still does.
 */
final class PinnedEvents {

    /** The event JFR records when a virtual thread parks while pinned to its carrier. */
    static final String EVENT = "jdk.VirtualThreadPinned";

    private final Recording recording;
    private final Path file;

    private PinnedEvents(Recording recording, Path file) {
        this.recording = recording;
        this.file = file;
    }

    /** Starts recording the pinned events of the step of {@code concurrency} callers, into a file in {@code folder}. */
    static PinnedEvents start(File folder, int concurrency) {
        Path file = folder.toPath().resolve("pinned-" + concurrency + ".jfr");
        Recording recording;
        try {
            recording = new Recording();
        } catch (IllegalStateException | SecurityException e) {
            throw new IllegalStateException("virtual callers' pinning is counted with JFR, which this fork cannot record ("
                    + e.getMessage() + "): leave JFR on in the forks' JVM flags, or set load.virtualThreads=false", e);
        }
        recording.setName("sdkbench-load-" + concurrency);
        recording.enable(EVENT).withThreshold(Duration.ZERO);
        try {
            recording.setDestination(file);
        } catch (IOException e) {
            recording.close();
            throw new IllegalStateException("JFR cannot write the pinned events to " + file + ": " + e.getMessage(), e);
        }
        recording.start();
        return new PinnedEvents(recording, file);
    }

    /** Stops the recording and adds up its events that ended from {@code from} (inclusive) to {@code to}. */
    LoadStepResult.Pinning stop(Instant from, Instant to) {
        recording.stop();
        recording.close();
        long events = 0;
        double micros = 0;
        try {
            for (RecordedEvent e : RecordingFile.readAllEvents(file)) {
                Instant end = e.getEndTime();
                if (e.getEventType().getName().equals(EVENT) && !end.isBefore(from) && end.isBefore(to)) {
                    events++;
                    micros += e.getDuration().toNanos() / 1000.0;
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("the pinned events in " + file + " could not be read: " + e.getMessage(), e);
        }
        return new LoadStepResult.Pinning(events, micros);
    }

    /** Ends the recording without reading it: the step did not finish. */
    void discard() {
        recording.close();
    }
}
