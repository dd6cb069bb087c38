package dev.sdkbench.junit.baseline;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.apache.maven.settings.Mirror;
import org.apache.maven.settings.Profile;
import org.apache.maven.settings.Repository;
import org.apache.maven.settings.Server;
import org.apache.maven.settings.Settings;
import org.apache.maven.settings.building.DefaultSettingsBuilderFactory;
import org.apache.maven.settings.building.DefaultSettingsBuildingRequest;
import org.apache.maven.settings.building.SettingsBuildingException;
import org.eclipse.aether.RepositorySystemSession.SessionBuilder;
import org.eclipse.aether.repository.Authentication;
import org.eclipse.aether.repository.LocalRepository;
import org.eclipse.aether.repository.Proxy;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.repository.RepositoryPolicy;
import org.eclipse.aether.util.repository.AuthenticationBuilder;
import org.eclipse.aether.util.repository.DefaultAuthenticationSelector;
import org.eclipse.aether.util.repository.DefaultMirrorSelector;
import org.eclipse.aether.util.repository.DefaultProxySelector;

/**
 * What the user's Maven resolves with, so that a baseline resolves here as {@code mvn} would resolve it, without
 * running Maven. Its settings are built by Maven's own settings builder (the user's file over the installation's,
 * {@code ${user.home}} and {@code ${env.X}} expanded), then applied as Maven applies them: the local repository
 * ({@code maven.repo.local} first), offline mode, mirrors ({@code mirrorOf} {@code *}, {@code central},
 * {@code external:*}, lists and exclusions, blocked ones), each server's user name, password or key for the
 * repository or mirror of its id, active proxies, and the repositories of the profiles that
 * {@code <activeProfiles>} or {@code activeByDefault} turn on, Maven Central last. A password encrypted with
 * {@code settings-security.xml} is not decrypted: a failure says so.
 *
 * @param localRepository where artifacts are kept and looked for first
 * @param offlineBy       what made Maven offline, as messages name it, or {@code null} when online
 * @param repositories    what is resolved from, before mirrors: the active profiles' repositories, then Maven Central
 * @param settings        the effective settings, whose mirrors, servers and proxies the session applies
 * @param mvnOptions      what a printed {@code mvn} command repeats to read the same settings and fill the same local
 *                        repository: {@code -s <file>} when the settings came from the command line,
 *                        {@code -Dmaven.repo.local=<folder>} when that property named the repository; else empty
 */
public record MavenSetup(Path localRepository, String offlineBy, List<RemoteRepository> repositories, Settings settings,
                         String mvnOptions) {

    static final RemoteRepository CENTRAL =
            new RemoteRepository.Builder("central", "default", "https://repo.maven.apache.org/maven2/").build();

    public MavenSetup {
        repositories = List.copyOf(repositories);
    }

    /**
     * The user's: the settings files and offline mode of the {@code mvn} command that started this JVM where it
     * shows ({@link MavenCommandLine#current}), else {@code ~/.m2/settings.xml} and the Maven installation's.
     */
    public static MavenSetup ofUser() throws Unreadable {
        return of(MavenCommandLine.current(), System.getProperty("maven.repo.local"));
    }

    /** What {@code line} gives, {@code ~/.m2/settings.xml} and the installation's settings where it names none. */
    static MavenSetup of(MavenCommandLine line, String localRepositoryProperty) throws Unreadable {
        Path user = line.userSettings() != null ? line.userSettings()
                : Path.of(System.getProperty("user.home"), ".m2", "settings.xml");
        if (line.userSettings() != null && !Files.isRegularFile(user)) {
            throw new Unreadable("the settings file " + user + " that -s names on the Maven command line does not exist:"
                    + " correct the path");
        }
        Path global = line.globalSettings() != null ? line.globalSettings() : installationSettings().orElse(null);
        return read(user, global, line.offline() ? "-o on the Maven command line" : null, localRepositoryProperty,
                line.userSettings() == null ? "" : " -s " + user);
    }

    /**
     * The setup these settings files give (either may be missing).
     *
     * @param offlineFlag             what besides the settings made Maven offline ({@code -o}), or {@code null}
     * @param localRepositoryProperty {@code maven.repo.local}, which wins over the settings, or {@code null}
     * @param settingsOption          {@code -s <file>} when the user settings came from the command line, else empty
     */
    static MavenSetup read(Path userSettings, Path globalSettings, String offlineFlag, String localRepositoryProperty,
                           String settingsOption) throws Unreadable {
        Settings settings = effective(userSettings, globalSettings);
        boolean property = localRepositoryProperty != null && !localRepositoryProperty.isBlank();
        String local = property ? localRepositoryProperty.strip() : settings.getLocalRepository();
        Path localRepository = local != null && !local.isBlank() ? Path.of(local.strip())
                : Path.of(System.getProperty("user.home"), ".m2", "repository");
        String offlineBy = offlineFlag != null ? offlineFlag
                : settings.isOffline() ? "<offline>true</offline> in " + userSettings + (globalSettings == null ? ""
                : " or " + globalSettings) : null;
        return new MavenSetup(localRepository.toAbsolutePath(), offlineBy, repositories(settings), settings, settingsOption
                + (property ? " -Dmaven.repo.local=" + localRepository.toAbsolutePath() : ""));
    }

    /** The effective settings, as Maven builds them from the two files. */
    private static Settings effective(Path userSettings, Path globalSettings) throws Unreadable {
        DefaultSettingsBuildingRequest request = new DefaultSettingsBuildingRequest();
        request.setUserSettingsFile(userSettings.toFile());
        if (globalSettings != null) {
            request.setGlobalSettingsFile(globalSettings.toFile());
        }
        request.setSystemProperties(System.getProperties());
        try {
            return new DefaultSettingsBuilderFactory().newInstance().build(request).getEffectiveSettings();
        } catch (SettingsBuildingException e) {
            throw new Unreadable("the Maven settings " + userSettings + (globalSettings == null ? "" : " and " + globalSettings)
                    + " cannot be read (" + e.getMessage().strip().replaceAll("\\s*\\R\\s*", "; ") + "): correct them as"
                    + " the message says, as mvn itself would need");
        }
    }

    /** The settings file of the Maven installation: {@code maven.home}, {@code MAVEN_HOME}, or the {@code mvn} on the PATH. */
    private static Optional<Path> installationSettings() {
        String home = System.getProperty("maven.home", System.getenv("MAVEN_HOME"));
        if (home != null && !home.isBlank()) {
            return Optional.of(Path.of(home.strip(), "conf", "settings.xml"));
        }
        String path = System.getenv("PATH");
        for (String folder : path == null ? new String[0] : path.split(File.pathSeparator)) {
            Path mvn = Path.of(folder, "mvn");
            if (!folder.isBlank() && Files.isExecutable(mvn)) {
                try {
                    Path bin = mvn.toRealPath().getParent();
                    return Optional.of(bin.resolveSibling("conf").resolve("settings.xml"));
                } catch (IOException e) {
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }

    /** The repositories of the active profiles, in their order, then Maven Central unless a profile's has its id. */
    private static List<RemoteRepository> repositories(Settings settings) {
        List<RemoteRepository> repositories = new ArrayList<>();
        for (Profile profile : settings.getProfiles()) {
            boolean active = settings.getActiveProfiles().contains(profile.getId())
                    || profile.getActivation() != null && profile.getActivation().isActiveByDefault();
            if (active) {
                profile.getRepositories().forEach(r -> repositories.add(remote(r)));
            }
        }
        if (repositories.stream().noneMatch(r -> r.getId().equals(CENTRAL.getId()))) {
            repositories.add(CENTRAL);
        }
        return repositories;
    }

    private static RemoteRepository remote(Repository repository) {
        return new RemoteRepository.Builder(repository.getId(), repository.getLayout(), repository.getUrl())
                .setReleasePolicy(policy(repository.getReleases() == null || repository.getReleases().isEnabled()))
                .setSnapshotPolicy(policy(repository.getSnapshots() == null || repository.getSnapshots().isEnabled())).build();
    }

    private static RepositoryPolicy policy(boolean enabled) {
        return new RepositoryPolicy(enabled, RepositoryPolicy.UPDATE_POLICY_DAILY, RepositoryPolicy.UPDATE_POLICY_DAILY,
                RepositoryPolicy.CHECKSUM_POLICY_WARN);
    }

    /** {@code session} as the user's Maven sets one up: the local repository, offline mode, mirrors, credentials, proxies. */
    SessionBuilder configure(SessionBuilder session) {
        return session.setOffline(offlineBy != null).setMirrorSelector(mirrors()).setAuthenticationSelector(credentials())
                .setProxySelector(proxies()).withLocalRepositories(new LocalRepository(localRepository, "simple"));
    }

    private DefaultMirrorSelector mirrors() {
        DefaultMirrorSelector selector = new DefaultMirrorSelector();
        for (Mirror mirror : settings.getMirrors()) {
            selector.add(mirror.getId(), mirror.getUrl(), mirror.getLayout(), false, mirror.isBlocked(), mirror.getMirrorOf(),
                    mirror.getMirrorOfLayouts());
        }
        return selector;
    }

    /** Each server's credentials, for the repository or mirror of its id. */
    private DefaultAuthenticationSelector credentials() {
        DefaultAuthenticationSelector selector = new DefaultAuthenticationSelector();
        for (Server server : settings.getServers()) {
            AuthenticationBuilder builder = new AuthenticationBuilder().addUsername(server.getUsername())
                    .addPassword(server.getPassword());
            if (server.getPrivateKey() != null) {
                builder.addPrivateKey(server.getPrivateKey(), server.getPassphrase());
            }
            Authentication authentication = builder.build();
            if (authentication != null) {
                selector.add(server.getId(), authentication);
            }
        }
        return selector;
    }

    private DefaultProxySelector proxies() {
        DefaultProxySelector selector = new DefaultProxySelector();
        for (org.apache.maven.settings.Proxy proxy : settings.getProxies()) {
            if (proxy.isActive()) {
                Authentication authentication = new AuthenticationBuilder().addUsername(proxy.getUsername())
                        .addPassword(proxy.getPassword()).build();
                selector.add(new Proxy(proxy.getProtocol(), proxy.getHost(), proxy.getPort(), authentication),
                        proxy.getNonProxyHosts());
            }
        }
        return selector;
    }

    /** The ids of the servers whose password is encrypted ({@code {...}}), which this setup sends as it is. */
    List<String> encryptedPasswords() {
        return settings.getServers().stream().filter(s -> s.getPassword() != null && s.getPassword().matches("\\{.+}"))
                .map(Server::getId).toList();
    }

    /** The settings cannot be read; the message says which file and what to correct. */
    public static final class Unreadable extends Exception {

        private static final long serialVersionUID = 1L;

        Unreadable(String message) {
            super(message);
        }
    }
}
