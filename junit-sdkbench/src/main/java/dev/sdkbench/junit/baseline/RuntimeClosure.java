package dev.sdkbench.junit.baseline;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession.CloseableSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.repository.LocalRepository;
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
 * rules: scopes, exclusions, nearest version wins) from a local repository, then Maven Central for what is not
 * there. The local repository is read as files (Maven's "simple" layout), so what a build installed or fetched
 * from any repository counts, and a closure already there resolves with no network.
 */
public final class RuntimeClosure {

    private static final RemoteRepository CENTRAL =
            new RemoteRepository.Builder("central", "default", "https://repo.maven.apache.org/maven2/").build();

    private RuntimeClosure() {
    }

    /** The closure from the user's local repository ({@link MavenLocalRepository#find}) and Maven Central. */
    public static List<Path> resolve(BaselineCoordinates coordinates) throws Unresolved {
        return resolve(coordinates, MavenLocalRepository.find());
    }

    /** The closure from {@code localRepository} and Maven Central: the artifact first, then what it pulls in. */
    public static List<Path> resolve(BaselineCoordinates coordinates, Path localRepository) throws Unresolved {
        RepositorySystem system = new RepositorySystemSupplier().get();
        try (CloseableSession session = new SessionBuilderSupplier(system).get().setSystemProperties(System.getProperties())
                .withLocalRepositories(new LocalRepository(localRepository, "simple")).build()) {
            CollectRequest collect = new CollectRequest(new Dependency(new DefaultArtifact(coordinates.toString()), JavaScopes.RUNTIME),
                    List.of(CENTRAL));
            DependencyRequest request = new DependencyRequest(collect, DependencyFilterUtils.classpathFilter(JavaScopes.RUNTIME));
            return system.resolveDependencies(session, request).getArtifactResults().stream().map(ArtifactResult::getArtifact)
                    .map(a -> a.getPath().toAbsolutePath()).toList();
        } catch (DependencyResolutionException e) {
            throw new Unresolved(coordinates, localRepository, e);
        } finally {
            system.shutdown();
        }
    }

    /** The closure could not be resolved; the message says what was looked for, where, and what to check. */
    public static final class Unresolved extends Exception {

        private static final long serialVersionUID = 1L;

        Unresolved(BaselineCoordinates coordinates, Path localRepository, Exception cause) {
            super("baseline " + coordinates + " could not be resolved from " + localRepository + " or Maven Central ("
                    + rootMessage(cause) + "): is it installed (mvn install) or published under these coordinates?", cause);
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
