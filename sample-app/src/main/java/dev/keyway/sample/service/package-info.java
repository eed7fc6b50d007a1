/**
 * The SaaS backend's use cases, one service per aggregate (users, organizations and members,
 * invitations, API keys, projects and tasks), each written against Keyway's generated repositories.
 */
package dev.keyway.sample.service;
