package dev.keyway.sample.service;

import dev.keyway.runtime.Page;
import dev.keyway.sample.model.Membership;
import dev.keyway.sample.model.User;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** Users: sign-up with a unique e-mail, look-up by id or e-mail, and the orgs a user belongs to. */
public final class UserService {

    private final Repositories db;
    private final Ids ids;
    private final Clock clock;

    public UserService(Repositories db, Ids ids, Clock clock) {
        this.db = db;
        this.ids = ids;
        this.clock = clock;
    }

    /** Creates a user; a taken e-mail fails with {@code UniqueConstraintException} (409). */
    public User create(String email, String name) {
        User user = new User(ids.next("usr"), Validation.email(email, "email"), Validation.text(name, "name", 100),
                now(clock));
        return db.users().create(user);
    }

    /** The user with this id. */
    public User get(String userId) {
        return db.users().get(Validation.text(userId, "userId", 64))
                .orElseThrow(() -> ServiceException.notFound("user", userId));
    }

    /** The user with this e-mail, through GSI1 ({@code GSI1PK = "EMAIL#<email>"}). */
    public User byEmail(String email) {
        String normalized = Validation.email(email, "email");
        return db.users().byEmail(normalized).limit(1).page().items().stream().findFirst()
                .orElseThrow(() -> ServiceException.notFound("user", normalized));
    }

    /** The memberships of the user with this e-mail: one org each, through GSI1 ({@code GSI1PK = "USER#<userId>"}). */
    public Page<Membership> orgsOf(String email, PageRequest page) {
        return page.read(db.memberships().orgsOf(byEmail(email).userId()));
    }

    /** Now, to the millisecond, as every time this app stores. */
    static Instant now(Clock clock) {
        return clock.instant().truncatedTo(ChronoUnit.MILLIS);
    }
}
