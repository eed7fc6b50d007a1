package dev.keyway.quickstart;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One complete example project of the guide, as the check builds it.
 *
 * @param name     the project's name in its markers ({@code <!-- example NAME: path -->}), and its folder
 * @param page     the guide page that holds its files
 * @param goal     what {@code mvn} runs in it: {@code test}, or {@code package} to build what gets deployed too
 * @param versions the versions its {@code pom.xml} must name, by what they are (this build's, so that the
 *                 guide cannot fall behind the build)
 * @param packaged entries that the built archive must hold, as {@code path/of/the.jar!entry}
 */
record ExampleProject(String name, Path page, String goal, Map<String, String> versions, List<String> packaged) {

    ExampleProject {
        versions = Map.copyOf(versions);
        packaged = List.copyOf(packaged);
    }
}
