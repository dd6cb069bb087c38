package dev.sdkbench.junit.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.junit.plan.CpuList;

/**
 * Two runs never hold one CPU at once: not two classes of one JVM, not two builds on one machine, not two users' builds.
 */
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

    @Test
    void theLockFolderIsStickyAndOpenToAllAndEachLockFileWritableByAll(@TempDir Path tmp) throws Exception {
        Path folder = tmp.resolve("locks");
        try (CpuLocks locks = CpuLocks.acquire(folder, CpuList.of(CPU + 2), System.out)) {
            assertThat(mode(folder)).as("mode of %s, made under umask 022 or stricter", folder).isEqualTo("1777");
            assertThat(mode(folder.resolve("cpu-" + (CPU + 2) + ".lock"))).as("mode of the lock file").isEqualTo("666");
        }
    }

    @Test
    void aFolderAndFilesAnOlderVersionMadeAreOpenedToAllByTheirOwner(@TempDir Path tmp) throws Exception {
        Path folder = Files.createDirectory(tmp.resolve("locks"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwxr-xr-x")));
        Path file = Files.createFile(folder.resolve("cpu-" + (CPU + 3) + ".lock"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--")));
        CpuLocks.acquire(folder, CpuList.of(CPU + 3), System.out).close();
        assertThat(mode(folder)).as("mode of %s", folder).isEqualTo("1777");
        assertThat(mode(file)).as("mode of %s", file).isEqualTo("666");
    }

    /**
     * Another user's folder and file, as an older version left them (0755, 0644): this user cannot open the file,
     * so it locks in a folder of its own and says what that loses. Root may open anything, so as root the run is a
     * JVM as {@code nobody}; any other user stands in for the other user with a folder and file it may not write.
     */
    @Test
    void aUserWhoCannotOpenTheLockFileLocksInAFolderOfItsOwnAndSaysWhatItLost(@TempDir Path tmp) throws Exception {
        boolean root = "root".equals(System.getProperty("user.name"));
        Path setpriv = Executables.find("setpriv").orElse(null);
        assumeTrue(!root || setpriv != null, "as root, needs setpriv to run as nobody");
        Files.setAttribute(tmp, "unix:mode", 01777); // the other user's fallback folder goes beside the shared one
        Path folder = Files.createDirectory(tmp.resolve("locks"));
        Path file = Files.createFile(folder.resolve("cpu-" + (CPU + 4) + ".lock"));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(root ? "rw-r--r--" : "r--r--r--"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString(root ? "rwxr-xr-x" : "r-xr-xr-x"));
        List<String> command = new ArrayList<>();
        if (root) {
            command.addAll(List.of(setpriv.toString(), "--reuid=65534", "--regid=65534", "--clear-groups"));
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:-UsePerfData",
                "-cp", codeOf(CpuLocks.class) + File.pathSeparator + codeOf(CpuLocksTest.class),
                OtherUser.class.getName(), folder.toString(), Integer.toString(CPU + 4)));
        Process run = new ProcessBuilder(command).redirectErrorStream(true).start();
        String said = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(run.waitFor()).as("exit of %s, which said:%n%s", command, said).isZero();

        String user = root ? "nobody" : System.getProperty("user.name");
        Path own = tmp.resolve("locks-" + user);
        assertThat(said).contains("[sdkbench] warning: this user (" + user + ") cannot open " + file,
                "so its runs lock CPUs in " + own + " instead: they no longer wait for other users' builds on this machine",
                "the owner or root runs: chmod 1777 " + folder + " && chmod 666 " + folder + "/cpu-*.lock",
                "locked cpu " + (CPU + 4));
        assertThat(own.resolve("cpu-" + (CPU + 4) + ".lock")).as("the lock file in the user's own folder").exists();
    }

    private static String mode(Path path) throws IOException {
        return Integer.toOctalString((Integer) Files.getAttribute(path, "unix:mode") & 07777);
    }

    private static String codeOf(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    /** A run of another user: takes the lock of the CPU named by its second argument in the folder named by its first. */
    static final class OtherUser {
        public static void main(String[] args) throws Exception {
            try (CpuLocks locks = CpuLocks.acquire(Path.of(args[0]), CpuList.of(Integer.parseInt(args[1])), System.out)) {
                System.out.println("locked cpu " + args[1]);
            }
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
