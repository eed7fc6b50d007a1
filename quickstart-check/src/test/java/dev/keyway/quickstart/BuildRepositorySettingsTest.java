package dev.keyway.quickstart;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The settings an example is built with: the user's, plus this build's repository first, for releases only. */
class BuildRepositorySettingsTest {

    @TempDir
    Path folder;

    @Test
    void theUsersSettingsAreKeptAndTheBuildsRepositoryAdded() throws IOException {
        Path user = folder.resolve("user-settings.xml");
        Files.writeString(user, """
                <settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
                  <mirrors><mirror><id>corp</id><mirrorOf>external:*</mirrorOf><url>https://repo.example.com/</url></mirror></mirrors>
                  <activeProfiles><activeProfile>mine</activeProfile></activeProfiles>
                </settings>
                """);
        String written = Files.readString(BuildRepositorySettings.write(folder.resolve("out/settings.xml"), Optional.of(user),
                folder.resolve("repository")));

        assertTrue(written.contains("<mirrorOf>external:*</mirrorOf>"), written);
        assertTrue(written.contains("<activeProfile>mine</activeProfile>"), written);
        assertTrue(written.contains("<activeProfile>keyway-build-repository</activeProfile>"), written);
        assertTrue(written.contains("<url>" + folder.resolve("repository").toUri() + "</url>"), written);
        assertTrue(written.replaceAll("\\s", "").contains("<snapshots><enabled>false</enabled></snapshots>"), written);
        assertTrue(written.contains("<pluginRepository>"), written);
        assertTrue(!written.contains("xmlns=\"\""), "every element in the settings' namespace: " + written);
    }

    @Test
    void withoutUserSettingsTheProfileIsAllThereIs() throws IOException {
        String written = Files.readString(BuildRepositorySettings.write(folder.resolve("settings.xml"), Optional.empty(),
                folder.resolve("repository")));
        assertTrue(written.contains("<settings xmlns=\"http://maven.apache.org/SETTINGS/1.0.0\">"), written);
        assertTrue(written.contains("<id>keyway-build-repository</id>"), written);
        assertTrue(written.contains("<checksumPolicy>ignore</checksumPolicy>"), written);
    }
}
