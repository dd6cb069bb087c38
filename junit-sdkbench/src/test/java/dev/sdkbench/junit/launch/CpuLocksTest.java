package dev.sdkbench.junit.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.plan.CpuList;

/** Two runs never hold one CPU at once: not two classes of one JVM, not two builds on one machine. */
class CpuLocksTest {

    /** CPU numbers no real run uses, so the test never waits for a real build. */
    private static final int CPU = 9_901;

    @Test
    void aSecondRunInThisJvmWaitsUntilTheFirstLetsGo() throws Exception {
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        CpuLocks first = CpuLocks.acquire(CpuList.of(CPU), System.out);
        CompletableFuture<CpuLocks> second = CompletableFuture.supplyAsync(() -> {
            try {
                return CpuLocks.acquire(CpuList.of(CPU), new PrintStream(said, true, StandardCharsets.UTF_8));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(300);
        assertThat(second).as("cpu %d is still held", CPU).isNotDone();
        assertThat(said.toString(StandardCharsets.UTF_8)).contains("waiting for another benchmark class of this JVM to free cpu " + CPU);

        first.close();
        second.get(10, TimeUnit.SECONDS).close();
    }

    @Test
    void aRunWaitsForAnotherProcessHoldingTheCpu() throws Exception {
        int cpu = CPU + 1;
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process holder = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                CpuLocksTest.class.getName(), CpuLocks.DIRECTORY.resolve("cpu-" + cpu + ".lock").toString()).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
            assertThat(out.readLine()).isEqualTo("locked");
            ByteArrayOutputStream said = new ByteArrayOutputStream();
            CompletableFuture<CpuLocks> run = CompletableFuture.supplyAsync(() -> {
                try {
                    return CpuLocks.acquire(CpuList.of(cpu), new PrintStream(said, true, StandardCharsets.UTF_8));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            Thread.sleep(300);
            assertThat(run).as("another process holds cpu %d", cpu).isNotDone();
            assertThat(said.toString(StandardCharsets.UTF_8)).contains("waiting for another build on this machine to free cpu " + cpu);

            holder.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            run.get(10, TimeUnit.SECONDS).close();
        } finally {
            holder.destroyForcibly();
        }
    }

    /** The other build: holds the lock file named by its argument until killed. */
    public static void main(String[] args) throws Exception {
        Files.createDirectories(Path.of(args[0]).getParent());
        try (FileChannel channel = FileChannel.open(Path.of(args[0]), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            channel.lock();
            System.out.println("locked");
            System.out.flush();
            Thread.sleep(Long.MAX_VALUE);
        }
    }
}
