package dev.keyway.sample.web;

import dev.keyway.sample.model.User;
import dev.keyway.sample.service.PageRequest;
import dev.keyway.sample.service.Services;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** Users: sign-up, look-up by id or e-mail, and the orgs a user belongs to. */
@RestController
class UsersController {

    private final Services s;

    UsersController(Services s) {
        this.s = s;
    }

    @PostMapping("/users")
    @ResponseStatus(HttpStatus.CREATED)
    User create(JsonBody body) {
        body.expect("email", "name");
        return s.users().create(body.text("email"), body.text("name"));
    }

    @GetMapping("/users")
    User byEmail(@RequestParam(required = false) String email) {
        return s.users().byEmail(email);
    }

    @GetMapping("/users/{userId}")
    User get(@PathVariable String userId) {
        return s.users().get(userId);
    }

    @GetMapping("/orgs")
    Views.Listing orgsOf(@RequestParam(required = false) String email, PageRequest page) {
        return Views.Listing.of(s.users().orgsOf(email, page));
    }
}
