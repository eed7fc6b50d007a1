package dev.keyway.it.designs.github;

import dev.keyway.annotations.ItemCollection;

/** A repository and its issues, in one query of its partition. */
@ItemCollection
public sealed interface RepoItem permits Repo, Issue {}
