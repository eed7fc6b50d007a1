package golden.collection;

import dev.keyway.annotations.ItemCollection;

/** A project with its tasks and members, read in one query of the project's partition. */
@ItemCollection
public sealed interface ProjectItem permits Project, Task, Member {}
