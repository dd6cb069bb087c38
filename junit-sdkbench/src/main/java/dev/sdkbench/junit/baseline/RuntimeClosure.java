package dev.sdkbench.junit.baseline;

import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession.CloseableSession;
import org.eclipse.aether.artifact.Artifact;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.eclipse.aether.supplier.SessionBuilderSupplier;
import org.eclipse.aether.util.artifact.JavaScopes;
import org.eclipse.aether.util.filter.DependencyFilterUtils;

/**
 * An artifact and what it pulls in at runtime scope, as jars: the list {@code dependency:build-classpath
 * -DincludeScope=runtime} writes for a project that depends on it alone. Resolved with Maven Resolver (Maven 3's
 * rules: scopes, exclusions, nearest version wins) through the user's Maven setup ({@link MavenSetup}): the local
 * repository first, read as files (Maven's "simple" layout, so what a build installed or fetched from any
 * repository counts and a closure already there resolves with no network), then the remote repositories through
 * the user's mirrors, credentials and proxies, unless Maven is offline.
 */
public final class RuntimeClosure {

    private RuntimeClosure() {
    }

    /** The closure through the user's Maven setup ({@link MavenSetup#ofUser}). */
    public static List<BaselineJar> resolve(BaselineCoordinates coordinates) throws Unresolved {
        MavenSetup maven;
        try {
            maven = MavenSetup.ofUser();
        } catch (MavenSetup.Unreadable e) {
            throw new Unresolved("baseline " + coordinates + " could not be resolved: " + e.getMessage(), e);
        }
        return resolve(coordinates, maven);
    }

    /** The closure through {@code maven}: the artifact first, then what it pulls in, each with its {@code group:artifact}. */
    public static List<BaselineJar> resolve(BaselineCoordinates coordinates, MavenSetup maven) throws Unresolved {
        RepositorySystem system = new RepositorySystemSupplier().get();
        try (CloseableSession session = maven.configure(new SessionBuilderSupplier(system).get())
                .setSystemProperties(System.getProperties()).build()) {
            List<RemoteRepository> remote = system.newResolutionRepositories(session, maven.repositories());
            CollectRequest collect = new CollectRequest(new Dependency(new DefaultArtifact(coordinates.toString()), JavaScopes.RUNTIME),
                    remote);
            DependencyRequest request = new DependencyRequest(collect, DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME));
            try {
                return system.resolveDependencies(session, request).getArtifactResults().stream().map(ArtifactResult::getArtifact)
                        .map(a -> new BaselineJar(a.getGroupId() + ":" + a.getArtifactId(), a.getPath().toAbsolutePath())).toList();
            } catch (DependencyResolutionException e) {
                throw new Unresolved(Unresolved.message(coordinates, maven, remote, e), e);
            }
        } finally {
            system.shutdown();
        }
    }

    /** The closure could not be resolved; the message says what was looked for, where, and what to do. */
    public static final class Unresolved extends Exception {

        private static final long serialVersionUID = 1L;

        Unresolved(String message, Exception cause) {
            super(message, cause);
        }

        /**
         * What is missing and where it was looked for; offline, how to fetch it (the command reads the same settings
         * and fills the same local repository as the run); online, what to check.
         */
        static String message(BaselineCoordinates coordinates, MavenSetup maven, List<RemoteRepository> remote,
                              DependencyResolutionException e) {
            String missing = missing(coordinates, e);
            String where = "baseline " + coordinates + " could not be resolved from " + maven.localRepository();
            String encrypted = maven.encryptedPasswords().isEmpty() ? "" : "; the password of server "
                    + String.join(", ", maven.encryptedPasswords()) + " is encrypted, which is not decrypted here: write it"
                    + " in plain text in the settings this run reads, or fetch the baseline with mvn first";
            if (maven.offlineBy() != null) {
                String online = maven.offlineBy().startsWith("-o") ? "" : " after setting <offline>false</offline>";
                return where + " with Maven offline (" + maven.offlineBy() + "): " + missing + " not there. Fetch it once"
                        + online + " with 'mvn -B" + maven.mvnOptions() + " dependency:get -Dartifact=" + coordinates
                        + "', then run again" + encrypted;
            }
            return where + " or " + remote.stream().map(r -> r.getId() + " (" + r.getUrl() + ")").collect(Collectors.joining(", "))
                    + " (" + missing + ": " + rootMessage(e) + "): is it installed (mvn install) or published under these"
                    + " coordinates?" + encrypted;
        }

        /** The artifacts that did not resolve, as coordinates; the baseline's own when the result does not say. */
        private static String missing(BaselineCoordinates coordinates, DependencyResolutionException e) {
            List<String> missing = e.getResult() == null ? List.of() : e.getResult().getArtifactResults().stream()
                    .filter(r -> !r.isResolved()).map(r -> r.getRequest().getArtifact()).map(Unresolved::coordinates).toList();
            return missing.isEmpty() ? coordinates.toString() : String.join(", ", missing);
        }

        private static String coordinates(Artifact a) {
            return a.getGroupId() + ":" + a.getArtifactId() + ":" + a.getVersion();
        }

        private static String rootMessage(Throwable e) {
            Throwable root = e;
            while (root.getCause() != null && root.getCause() != root) {
                root = root.getCause();
            }
            return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        }
    }
}
